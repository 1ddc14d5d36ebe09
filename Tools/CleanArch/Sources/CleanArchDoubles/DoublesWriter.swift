import CleanArchModel
import Foundation

/// Applies a plan's changes under a workspace root.
public struct DoublesWriter: Sendable {
    private let root: URL

    /// A writer for the workspace at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// Writes or removes every changed file, one directory per worker so that no two workers
    /// contend for the same directory; the first failure is thrown after every other change was tried.
    public func apply(_ changes: [DoubleChange]) throws {
        let byDirectory = Dictionary(grouping: changes) { change in
            change.path.lastIndex(of: "/").map { String(change.path[..<$0]) } ?? ""
        }
        let rootPath = root.path
        let failures = Parallel.map(byDirectory.keys.sorted()) { [root] directory -> [String] in
            let group = byDirectory[directory] ?? []
            if group.contains(where: { $0.contents != nil }) {
                do {
                    try FileManager.default.createDirectory(at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
                } catch {
                    return ["\(directory): \(error.localizedDescription)"]
                }
            }
            return group.compactMap { change in
                Self.apply(change, at: rootPath + "/" + change.path).map { "\(change.path): \($0)" }
            }
        }
        if let failure = failures.flatMap({ $0 }).first {
            throw DoublesWriteError(message: failure)
        }
    }

    /// Carries out one change at the absolute `path`; the error's description on failure.
    private static func apply(_ change: DoubleChange, at path: String) -> String? {
        switch (change.kind, change.contents) {
        case (.delete, _), (_, nil):
            return unlink(path) == 0 ? nil : String(cString: strerror(errno))
        case (.create, let contents?):
            // A new file replaces nothing, so it is written in place: one directory operation
            // instead of two. Were the run killed mid-write, the partial file still starts with
            // the generated header, so the next run rewrites it and `--check` reports it.
            return write(contents, to: path, flags: O_CREAT | O_EXCL)
        case (.update, let contents?):
            // An existing double is replaced through a rename, so readers never see half a file.
            let temporary = path + ".tmp"
            if let error = write(contents, to: temporary, flags: O_CREAT | O_TRUNC) { return error }
            guard rename(temporary, path) == 0 else {
                let error = String(cString: strerror(errno))
                unlink(temporary)
                return error
            }
            return nil
        }
    }

    /// Writes `contents` to a new file opened with `flags`; the error's description on failure,
    /// after which no file is left behind.
    private static func write(_ contents: String, to path: String, flags: Int32) -> String? {
        let descriptor = open(path, O_WRONLY | flags, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { buffer in
            Foundation.write(descriptor, buffer.baseAddress, buffer.count)
        }
        let error = written == bytes.count ? nil : String(cString: strerror(written < 0 ? errno : EIO))
        close(descriptor)
        if error != nil { unlink(path) }
        return error
    }
}

/// A generated double that could not be written or removed.
public struct DoublesWriteError: Error, CustomStringConvertible {
    /// The file and the reason.
    public let message: String

    public var description: String { message }
}
