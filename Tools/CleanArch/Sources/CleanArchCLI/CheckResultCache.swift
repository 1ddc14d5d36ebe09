import CleanArchModel
import CleanArchParsing
import Foundation

/// The last check's outcome, reused while the workspace's fingerprint (every file's content, the
/// configuration, the checkouts and module maps: `WorkspaceReading.fingerprint`) and the tool
/// version are unchanged: an unchanged re-run neither assembles the workspace nor runs the rules.
struct CheckResultCache {
    /// What a check found, and what `--stats` says of the assembled workspace.
    struct Outcome: Codable, Equatable {
        var violations: [Violation]
        var diagnostics: [LoadDiagnostic]
        var counts: WorkspaceCounts
    }

    private struct Entry: Codable {
        let toolVersion: String
        let fingerprint: UInt64
        let outcome: Outcome
    }

    let file: URL

    /// The cached outcome for `fingerprint`, if any.
    func outcome(for fingerprint: UInt64) -> Outcome? {
        guard let data = try? Data(contentsOf: file),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.toolVersion == CleanArchCommand.version, entry.fingerprint == fingerprint else { return nil }
        return entry.outcome
    }

    /// Stores `outcome` for `fingerprint`; a failure only costs the next run some time.
    func store(_ outcome: Outcome, for fingerprint: UInt64) {
        let entry = Entry(toolVersion: CleanArchCommand.version, fingerprint: fingerprint, outcome: outcome)
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
