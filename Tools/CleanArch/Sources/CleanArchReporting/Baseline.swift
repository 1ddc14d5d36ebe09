import CleanArchModel
import Foundation

/// Accepted violations: a baseline lets a codebase adopt rules without fixing everything first.
/// Stored as `{"version": 1, "entries": [...]}`, entries sorted and merged per (rule, file, message).
public struct Baseline: Hashable, Sendable {
    /// The file format version this type reads and writes.
    public static let formatVersion = 1

    /// Sorted, one per (rule, file, message).
    public private(set) var entries: [BaselineEntry]

    /// Entries with the same rule, file and message are merged, their counts added.
    public init(entries: [BaselineEntry]) {
        var merged: [BaselineKey: BaselineEntry] = [:]
        for entry in entries {
            let key = BaselineKey(entry)
            guard var existing = merged[key] else {
                merged[key] = entry
                continue
            }
            existing.count += entry.count
            existing.fingerprint = existing.fingerprint ?? entry.fingerprint
            merged[key] = existing
        }
        self.entries = merged.values.sorted()
    }

    /// A baseline accepting exactly `violations`: their rule, file and message (not line numbers),
    /// counted.
    public init(violations: [Violation]) {
        self.init(entries: violations.map(BaselineEntry.init(accepting:)))
    }

    /// Reads a baseline file; throws ``BaselineError`` naming the file.
    public static func load(from url: URL) throws -> Baseline {
        let file = url.path(percentEncoded: false)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw BaselineError.unreadable(file: file, reason: error.localizedDescription)
        }
        do {
            return Baseline(entries: try JSONDecoder().decode(BaselineFile.self, from: data).entries)
        } catch {
            throw BaselineError.malformed(file: file, reason: (error as? DecodingError)?.summary ?? "\(error)")
        }
    }

    /// Writes the baseline as pretty JSON with sorted keys: the same baseline always gives the same bytes.
    public func write(to url: URL) throws {
        do {
            try JSONOutput.data(BaselineFile(version: Self.formatVersion, entries: entries)).write(to: url, options: .atomic)
        } catch {
            throw BaselineError.unwritable(file: url.path(percentEncoded: false), reason: error.localizedDescription)
        }
    }

    /// Suppresses each violation an entry accepts, up to the entry's count (in sorted order).
    /// - Returns: the other violations, sorted, and the entries (with the unused part of their
    ///   count) that matched too few violations.
    public func apply(to violations: [Violation]) -> (remaining: [Violation], stale: [BaselineEntry]) {
        var unused = Dictionary(uniqueKeysWithValues: entries.map { (BaselineKey($0), $0.count) })
        var remaining: [Violation] = []
        for violation in violations.sorted() {
            let key = BaselineKey(violation)
            if let count = unused[key], count > 0 {
                unused[key] = count - 1
            } else {
                remaining.append(violation)
            }
        }
        let stale = entries.compactMap { entry -> BaselineEntry? in
            guard let count = unused[BaselineKey(entry)], count > 0 else { return nil }
            var stale = entry
            stale.count = count
            return stale
        }
        return (remaining, stale)
    }
}

/// The baseline file's JSON document.
private struct BaselineFile: Codable {
    var version: Int
    var entries: [BaselineEntry]

    init(version: Int, entries: [BaselineEntry]) {
        self.version = version
        self.entries = entries
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Baseline.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "unsupported version \(version), expected \(Baseline.formatVersion)"
            )
        }
        entries = try container.decode([BaselineEntry].self, forKey: .entries)
    }
}
