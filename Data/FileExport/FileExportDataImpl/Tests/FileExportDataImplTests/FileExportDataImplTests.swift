import Foundation
import FileExportDataImpl
import TransactionTabRepositoryAPI
import XCTest

/// Exports against real files in a temporary directory.
final class FileExportDataImplTests: XCTestCase {
    private var directory: URL!
    private var sut: (any TransactionTabRepositoryFileExportDataProtocol)!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("exports-\(UUID().uuidString)")
        sut = FileExportDataImpl(directory: directory)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testAnExportIsWrittenReadableOnlyByTheUser() async throws {
        let url = try await sut.writeExport("a,b\r\n", name: "transactions.csv")

        XCTAssertEqual(url.lastPathComponent, "transactions.csv")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "a,b\r\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int, 0o700)
    }

    func testAnEarlierExportIsNeverOverwritten() async throws {
        let first = try await sut.writeExport("first", name: "transactions.csv")
        let second = try await sut.writeExport("second", name: "transactions.csv")

        XCTAssertEqual(second.lastPathComponent, "transactions-2.csv")
        XCTAssertEqual(try String(contentsOf: first, encoding: .utf8), "first")
    }

    func testANameCannotLeaveTheExportsFolder() async throws {
        let url = try await sut.writeExport("x", name: "../../escape.csv")
        XCTAssertEqual(url.deletingLastPathComponent().standardizedFileURL.path, directory.standardizedFileURL.path)
    }
}
