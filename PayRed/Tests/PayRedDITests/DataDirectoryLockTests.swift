import Foundation
import PayRedDI
import XCTest

/// One app per data directory: a second copy is refused, saying which process holds it.
final class DataDirectoryLockTests: XCTestCase {
    private var directory: URL!

    override func setUp() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("DataDirectoryLockTests-\(UUID().uuidString.prefix(8))")
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testASecondCopyIsRefusedAndToldWhichProcessHoldsTheDirectory() throws {
        let first = try DataDirectoryLock.acquire(in: directory)
        XCTAssertThrowsError(try DataDirectoryLock.acquire(in: directory)) { error in
            XCTAssertEqual(error as? DataDirectoryLock.Failure, .held(byProcess: getpid(), directory: directory.path))
            XCTAssertTrue("\(error)".contains("process \(getpid())"), "\(error)")
        }
        withExtendedLifetime(first) {}
    }

    func testTheDirectoryIsFreeOnceTheHolderIsGone() throws {
        var first: DataDirectoryLock? = try DataDirectoryLock.acquire(in: directory)
        XCTAssertNotNil(first)
        first = nil
        XCTAssertNoThrow(try DataDirectoryLock.acquire(in: directory))
    }

    func testTheDirectoryIsCreatedForItsOwnerOnly() throws {
        let lock = try DataDirectoryLock.acquire(in: directory)
        let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o700)
        withExtendedLifetime(lock) {}
    }
}
