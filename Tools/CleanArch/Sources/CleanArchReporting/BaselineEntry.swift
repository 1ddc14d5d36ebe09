import CleanArchModel

/// Accepted violations of one rule in one file with one message, as stored in a baseline.
public struct BaselineEntry: Codable, Hashable, Sendable, Comparable {
    public var rule: String
    /// Relative to the workspace root.
    public var file: String
    public var message: String
    /// How many such violations the entry accepts (at least 1; 1 when missing in the file).
    /// As a stale entry: how many it accepts that no longer occur.
    public var count: Int
    /// A stable hash of rule, file and message, the same as the SARIF result's
    /// `partialFingerprints["cleanarch/v1"]`; informational, matching ignores it.
    public var fingerprint: String?

    public init(rule: String, file: String, message: String, count: Int = 1, fingerprint: String? = nil) {
        self.rule = rule
        self.file = file
        self.message = message
        self.count = count
        self.fingerprint = fingerprint
    }

    /// An entry accepting `violation` once, with its fingerprint.
    init(accepting violation: Violation) {
        let key = BaselineKey(violation)
        self.init(rule: key.rule, file: key.file, message: key.message, fingerprint: key.fingerprint)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(String.self, forKey: .rule)
        file = try container.decode(String.self, forKey: .file)
        message = try container.decode(String.self, forKey: .message)
        count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
        fingerprint = try container.decodeIfPresent(String.self, forKey: .fingerprint)
        guard count >= 1 else {
            throw DecodingError.dataCorruptedError(forKey: .count, in: container, debugDescription: "count must be at least 1")
        }
    }

    /// By file, rule, message, then count.
    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.file, lhs.rule, lhs.message, lhs.count, lhs.fingerprint ?? "")
            < (rhs.file, rhs.rule, rhs.message, rhs.count, rhs.fingerprint ?? "")
    }
}

extension BaselineEntry {
    /// `stale entry for <rule>: <message>`, with the count when above 1.
    var staleDescription: String {
        "stale entry for \(rule): \(message)" + (count > 1 ? " (\(counted(count, "occurrence")))" : "")
    }

    /// The compiler-style line of the text report: `path: warning: [baseline] stale entry …`.
    var staleDiagnostic: String {
        "\(file): warning: [baseline] \(staleDescription.singleLine)"
    }
}
