import Foundation
@testable import PayRedDI
import XCTest

/// The app's log stays the user's alone and bounded.
final class FileLogHandlerTests: XCTestCase {
    private var directory: URL!
    private var file: URL { directory.appendingPathComponent("payred.log") }

    override func setUp() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileLogHandlerTests-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testAFileFoundReadableByOthersIsNarrowedToItsOwner() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o644]))

        FileLogHandler.Sink(file: file).write("new\n")

        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "old\nnew\n")
    }

    func testAFileOverTheLimitIsSetAsideAtLaunch() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data(repeating: UInt8(ascii: "x"), count: 11)))

        FileLogHandler.Sink(file: file, maximumSize: 10).write("fresh\n")

        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "fresh\n")
        XCTAssertEqual(try Data(contentsOf: file.appendingPathExtension("1")).count, 11)
    }
}
