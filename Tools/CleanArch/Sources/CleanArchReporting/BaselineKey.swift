import CleanArchModel

/// What baseline matching compares: rule, file and message, not the line, so entries survive
/// unrelated edits.
struct BaselineKey: Hashable {
    let rule: String
    let file: String
    let message: String

    init(_ violation: Violation) {
        rule = violation.rule
        file = violation.location.file
        message = violation.message
    }

    init(_ entry: BaselineEntry) {
        rule = entry.rule
        file = entry.file
        message = entry.message
    }

    /// A stable 64-bit FNV-1a hash of the key, as 16 hex digits: the baseline entry's
    /// `fingerprint` and SARIF's `partialFingerprints["cleanarch/v1"]`.
    var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [rule, file, message].joined(separator: "\u{0}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
