import CleanArchParsing
import Foundation

/// Applies a plan's changes under a workspace root.
public struct DoublesWriter: Sendable {
    private let root: URL

    /// A writer for the workspace at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// Writes (each file through a temporary file and a rename, in parallel) or removes every
    /// changed file; the first failure is thrown after every other change was tried.
    public func apply(_ changes: [DoubleChange]) throws {
        let directories = Set(changes.filter { $0.contents != nil }.map { ($0.path as NSString).deletingLastPathComponent })
        for directory in directories.sorted() {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        let failures = Parallel.map(changes) { [root] change -> String? in
            let path = root.appendingPathComponent(change.path).path
            guard let contents = change.contents else {
                return unlink(path) == 0 ? nil : "\(change.path): \(String(cString: strerror(errno)))"
            }
            return Self.write(contents, to: path).map { "\(change.path): \($0)" }
        }
        if let failure = failures.compactMap({ $0 }).first {
            throw DoublesWriteError(message: failure)
        }
    }

    /// Writes `contents` to `path` via `path.tmp` and `rename`, so readers never see half a file;
    /// the error's description on failure.
    private static func write(_ contents: String, to path: String) -> String? {
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { buffer in
            Foundation.write(descriptor, buffer.baseAddress, buffer.count)
        }
        let error = written == bytes.count ? nil : String(cString: strerror(errno))
        close(descriptor)
        guard error == nil, rename(temporary, path) == 0 else {
            unlink(temporary)
            return error ?? String(cString: strerror(errno))
        }
        return nil
    }
}

/// A generated double that could not be written or removed.
public struct DoublesWriteError: Error, CustomStringConvertible {
    /// The file and the reason.
    public let message: String

    public var description: String { message }
}
