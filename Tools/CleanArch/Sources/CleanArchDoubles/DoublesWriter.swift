import Foundation

/// Applies a plan's changes under a workspace root.
public struct DoublesWriter: Sendable {
    private let root: URL

    /// A writer for the workspace at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// Writes (atomically) or removes every changed file.
    public func apply(_ changes: [DoubleChange]) throws {
        let fileManager = FileManager.default
        for change in changes {
            let url = root.appendingPathComponent(change.path)
            if let contents = change.contents {
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url, options: .atomic)
            } else {
                try fileManager.removeItem(at: url)
            }
        }
    }
}
