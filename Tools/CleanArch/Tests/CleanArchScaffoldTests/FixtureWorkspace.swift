import Foundation

/// Copies of `Fixtures/Workspace` with this repository's `Core/` beside it.
enum FixtureWorkspace {
    /// The repository root, from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Recreates a copy at `destination` (a fresh temporary directory by default) and returns it.
    static func copy(to destination: URL? = nil) throws -> URL {
        let fileManager = FileManager.default
        let target = destination ?? fileManager.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)")
        try? fileManager.removeItem(at: target)
        try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Workspace")
        try fileManager.copyItem(at: fixture, to: target)
        let core = target.appendingPathComponent("Core")
        try fileManager.copyItem(at: repository.appendingPathComponent("Core"), to: core)
        for package in try fileManager.contentsOfDirectory(atPath: core.path) {
            try? fileManager.removeItem(at: core.appendingPathComponent(package).appendingPathComponent(".build"))
        }
        return target
    }

    static func read(_ path: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
