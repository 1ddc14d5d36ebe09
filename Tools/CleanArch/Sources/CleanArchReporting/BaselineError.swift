import Foundation

/// Why a baseline file could not be read or written; every case names the file.
public enum BaselineError: Error, CustomStringConvertible, LocalizedError {
    case unreadable(file: String, reason: String)
    /// Not JSON, or not `{"version": 1, "entries": [{"rule", "file", "message", "count"?, "fingerprint"?}]}`.
    case malformed(file: String, reason: String)
    case unwritable(file: String, reason: String)

    /// The baseline file's path.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .malformed(let file, _), .unwritable(let file, _): file
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "Cannot read baseline \(file): \(reason)"
        case .malformed(let file, let reason): "Malformed baseline \(file): \(reason)"
        case .unwritable(let file, let reason): "Cannot write baseline \(file): \(reason)"
        }
    }

    public var errorDescription: String? { description }
}

extension DecodingError {
    /// One line: what is wrong, and where (`at entries[2].rule`).
    var summary: String {
        switch self {
        case .keyNotFound(let key, let context):
            "missing key \"\(key.stringValue)\"" + Self.place(of: context.codingPath)
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            context.debugDescription + Self.place(of: context.codingPath)
        @unknown default:
            "\(self)"
        }
    }

    private static func place(of path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "" }
        let place = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return " at " + place.trimmingPrefix(".")
    }
}
