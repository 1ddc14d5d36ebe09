import Foundation

/// A Swift toolchain or tools version, `major.minor`.
struct ToolchainVersion: Comparable, CustomStringConvertible, Sendable {
    var major: Int
    var minor: Int

    /// The toolchain `cleanarch` was built with, which SwiftPM's choices are assumed to follow.
    static let current: ToolchainVersion = {
        #if compiler(>=6.4)
        ToolchainVersion(major: 6, minor: 4)
        #elseif compiler(>=6.3)
        ToolchainVersion(major: 6, minor: 3)
        #elseif compiler(>=6.2)
        ToolchainVersion(major: 6, minor: 2)
        #elseif compiler(>=6.1)
        ToolchainVersion(major: 6, minor: 1)
        #else
        ToolchainVersion(major: 6, minor: 0)
        #endif
    }()

    /// `5.9`, `6`, `5.10.1` (the patch is ignored); nil when not a version.
    init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard let first = parts.first, let major = first, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        self.init(major: major, minor: parts.count > 1 ? parts[1] ?? 0 : 0)
    }

    init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// The version a manifest's first line declares (`// swift-tools-version: 5.9`); nil without one.
    init?(toolsVersionLineOf source: some StringProtocol) {
        guard let line = source.split(maxSplits: 1, whereSeparator: \.isNewline).first,
              let colon = line.firstIndex(of: ":"),
              line.lowercased().replacingOccurrences(of: " ", with: "").hasPrefix("//swift-tools-version") else { return nil }
        let value = line[line.index(after: colon)...].split(separator: ";").first ?? ""
        self.init(value.trimmingCharacters(in: .whitespaces))
    }

    var description: String { "\(major).\(minor)" }

    static func < (lhs: ToolchainVersion, rhs: ToolchainVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
