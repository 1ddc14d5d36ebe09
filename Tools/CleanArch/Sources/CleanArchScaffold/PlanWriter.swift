import Foundation

/// Writes a plan all or nothing: on any failure it deletes what it created and restores what
/// it edited, then reports the failure.
public struct PlanWriter {
    private let root: URL
    private let fileManager = FileManager.default

    public init(root: URL) {
        self.root = root
    }

    /// Creates and edits the plan's files.
    /// - Throws: `ScaffoldError.writeFailed` after rolling back.
    public func write(_ plan: ScaffoldPlan) throws {
        var createdFiles: [URL] = []
        var createdDirectories: [URL] = []
        var restored: [(URL, String)] = []
        do {
            for (path, edit) in plan.editedFiles.sorted(by: { $0.key < $1.key }) {
                let url = root.appendingPathComponent(path)
                guard try String(contentsOf: url, encoding: .utf8) == edit.before else {
                    throw ScaffoldError.writeFailed("\(path) changed since it was read; run the command again")
                }
            }
            for (path, contents) in plan.createdFiles.sorted(by: { $0.key < $1.key }) {
                let url = root.appendingPathComponent(path)
                createdDirectories += try createDirectory(url.deletingLastPathComponent())
                guard !fileManager.fileExists(atPath: url.path) else {
                    throw ScaffoldError.writeFailed("\(path) already exists")
                }
                try Data(contents.utf8).write(to: url, options: .withoutOverwriting)
                createdFiles.append(url)
            }
            for (path, edit) in plan.editedFiles.sorted(by: { $0.key < $1.key }) {
                let url = root.appendingPathComponent(path)
                try Data(edit.after.utf8).write(to: url, options: .atomic)
                restored.append((url, edit.before))
            }
        } catch {
            for (url, contents) in restored {
                try? Data(contents.utf8).write(to: url, options: .atomic)
            }
            for url in createdFiles.reversed() {
                try? fileManager.removeItem(at: url)
            }
            for url in createdDirectories.reversed() {
                try? fileManager.removeItem(at: url)
            }
            throw error as? ScaffoldError ?? ScaffoldError.writeFailed("\(error.localizedDescription)")
        }
    }

    /// Creates `directory` and missing parents; returns the ones it created, outermost first.
    private func createDirectory(_ directory: URL) throws -> [URL] {
        var missing: [URL] = []
        var current = directory
        while !fileManager.fileExists(atPath: current.path) {
            missing.insert(current, at: 0)
            current = current.deletingLastPathComponent()
        }
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        return missing
    }
}
