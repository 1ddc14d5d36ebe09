import CleanArchModel
import Foundation

/// The last check's violations, reused while the workspace's fingerprint (every file's content
/// and the configuration) and the tool version are unchanged: an unchanged re-run skips the rules.
struct CheckResultCache {
    private struct Entry: Codable {
        let toolVersion: String
        let fingerprint: UInt64
        let violations: [Violation]
    }

    let file: URL

    /// The cached violations for `fingerprint`, if any.
    func violations(for fingerprint: UInt64) -> [Violation]? {
        guard let data = try? Data(contentsOf: file),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.toolVersion == CleanArchCommand.version, entry.fingerprint == fingerprint else { return nil }
        return entry.violations
    }

    /// Stores `violations` for `fingerprint`; a failure only costs the next run some time.
    func store(_ violations: [Violation], for fingerprint: UInt64) {
        let entry = Entry(toolVersion: CleanArchCommand.version, fingerprint: fingerprint, violations: violations)
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
