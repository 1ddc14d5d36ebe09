import Foundation

/// A fresh directory that test fixtures are written into, removed when the last reference goes.
public final class TemporaryWorkspace {
    /// The directory.
    public let url: URL

    /// Creates an empty directory under the system's temporary directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cleanarch-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `contents` at the workspace-relative `path`, creating directories.
    public func write(_ path: String, _ contents: String) throws {
        try write(path, data: Data(contents.utf8))
    }

    /// Writes `data` at the workspace-relative `path`, creating directories.
    public func write(_ path: String, data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// A symbolic link at `path` pointing to `destination` (relative to the link's directory).
    public func link(_ path: String, to destination: String) throws {
        let link = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
    }

    /// A minimal manifest with one regular target per name.
    public static func manifest(_ name: String, targets: [String] = []) -> String {
        let targetList = (targets.isEmpty ? [name] : targets).map { ".target(name: \"\($0)\")" }
        return """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "\(name)", targets: [\(targetList.joined(separator: ", "))])
        """
    }
}
