import Foundation
import XCTest

/// A fresh directory that fixtures are written into, removed when the test ends.
final class TemporaryWorkspace {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cleanarch-parsing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `contents` at the workspace-relative `path`, creating directories.
    func write(_ path: String, _ contents: String) throws {
        try write(path, data: Data(contents.utf8))
    }

    func write(_ path: String, data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// A symbolic link at `path` pointing to `destination` (relative to the link's directory).
    func link(_ path: String, to destination: String) throws {
        let link = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
    }

    /// A minimal manifest with one regular target per name.
    static func manifest(_ name: String, targets: [String] = []) -> String {
        let targetList = (targets.isEmpty ? [name] : targets).map { ".target(name: \"\($0)\")" }
        return """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "\(name)", targets: [\(targetList.joined(separator: ", "))])
        """
    }
}

/// The 1-based line and column of the first occurrence of `needle` in `text`.
func position(of needle: String, in text: String, file: StaticString = #filePath, line: UInt = #line) -> (line: Int, column: Int) {
    guard let range = text.range(of: needle) else {
        XCTFail("`\(needle)` not in the fixture", file: file, line: line)
        return (0, 0)
    }
    let before = text[..<range.lowerBound]
    let lineNumber = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return (lineNumber, before[lineStart...].utf8.count + 1)
}
