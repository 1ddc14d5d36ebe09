import Foundation
import GatewayCore
import GRDB
import XCTest

/// The gateway's SQLite file (the app's embedded gateway keeps it in the 0700 data directory).
final class GatewayDatabaseFileTests: XCTestCase {
    func testTheDatabaseAndItsJournalAreReadableByTheirOwnerOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("GatewayDatabaseFileTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("gateway.sqlite").path
        let database = try GatewayDatabase(path: path)
        try database.writer.write { db in try db.execute(sql: "CREATE TABLE probe (id INTEGER)") }
        for suffix in ["", "-wal"] {
            let mode = try FileManager.default.attributesOfItem(atPath: path + suffix)[.posixPermissions] as? Int
            XCTAssertEqual(mode, 0o600, suffix)
        }
        try database.writer.close()
    }
}
