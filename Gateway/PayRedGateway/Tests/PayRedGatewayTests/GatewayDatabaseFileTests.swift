import Foundation
import GatewayCore
import XCTest

/// The gateway's SQLite file (the app's embedded gateway keeps it in the 0700 data directory).
final class GatewayDatabaseFileTests: XCTestCase {
    func testTheDatabaseAndItsJournalAreReadableByTheirOwnerOnly() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("GatewayDatabaseFileTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("gateway.sqlite").path
        let database = try GatewayDatabase(path: path)
        try await database.store.write { session in try session.execute("CREATE TABLE probe (id INTEGER)") }
        for suffix in ["", "-wal"] {
            let mode = try FileManager.default.attributesOfItem(atPath: path + suffix)[.posixPermissions] as? Int
            XCTAssertEqual(mode, 0o600, suffix)
        }
        await database.close()
    }
}
