import Foundation
@testable import GatewayCore
import GatewayTesting
import GRDB
import XCTest

/// The engine-neutral SQL facade (ADR 0016) on the test engine: values are bound, never spliced;
/// each type comes back as written; a body that throws leaves nothing behind.
final class SQLStoreTests: XCTestCase {
    private struct Item: FetchableRecord, Equatable {
        let id: Int64
        let name: String
        let at: Date
        let flag: Bool
        let note: String?

        init(id: Int64, name: String, at: Date, flag: Bool, note: String?) {
            self.id = id
            self.name = name
            self.at = at
            self.flag = flag
            self.note = note
        }

        init(row: Row) throws {
            self.init(id: row["id"], name: row["name"], at: row["at"], flag: row["flag"], note: row["note"])
        }
    }

    private func store() async throws -> any SQLStore {
        let store = try await TestDatabases.open().store
        let (integer, date) = store.dialect == .postgres ? ("BIGINT", "TIMESTAMPTZ") : ("INTEGER", "DATETIME")
        try await store.write { session in
            try session.execute("""
                CREATE TABLE item (id \(raw: integer) PRIMARY KEY, name TEXT NOT NULL, at \(raw: date) NOT NULL, flag BOOLEAN NOT NULL, note TEXT)
                """)
        }
        return store
    }

    func testInterpolatedValuesBecomePlaceholdersAndArguments() {
        let name = "Robert'); DROP TABLE item;--"
        let statement: SQLText = "SELECT id FROM item WHERE name = \(name) AND id > \(Int64(7)) AND note IS \(String?.none)\(raw: " ORDER BY id")"
        XCTAssertEqual(statement.sql, "SELECT id FROM item WHERE name = ? AND id > ? AND note IS ? ORDER BY id")
        XCTAssertEqual(statement.arguments, [.text(name), .integer(7), .null])
    }

    func testEveryTypeComesBackAsWrittenAndDecodesIntoARecord() async throws {
        let store = try await store()
        let at = Date(timeIntervalSince1970: 1_800_014_400.125)
        let written = Item(id: 1, name: "Zoë 👩‍👩‍👧 ' \" ?", at: at, flag: true, note: nil)
        let read = try await store.write { session in
            try session.execute("INSERT INTO item (id, name, at, flag, note) VALUES (\(written.id), \(written.name), \(written.at), \(written.flag), \(written.note))")
            return try session.fetchOne(Item.self, "SELECT * FROM item WHERE at = \(at) AND flag = \(true)")
        }
        XCTAssertEqual(read, written)
        let count = try await store.read { session in try session.value(Int.self, "SELECT COUNT(*) FROM item WHERE note IS NULL") }
        XCTAssertEqual(count, 1)
        XCTAssertEqual(store.dialect, TestEngine.current == .postgres ? .postgres : .sqlite)
    }

    func testASavepointThatThrowsUndoesOnlyItsOwnWrites() async throws {
        struct Refused: Error {}
        let store = try await store()
        let names = try await store.write { session in
            try session.execute("INSERT INTO item (id, name, at, flag) VALUES (1, 'kept', \(Date()), \(false))")
            _ = try? session.savepoint {
                try session.execute("INSERT INTO item (id, name, at, flag) VALUES (2, 'undone', \(Date()), \(false))")
                throw Refused()
            }
            return try session.rows("SELECT name FROM item ORDER BY id").map { $0["name"] as String }
        }
        XCTAssertEqual(names, ["kept"])
    }

    func testAQuestionMarkInQuotesIsTextNotAPlaceholder() {
        XCTAssertEqual(
            PostgresPlaceholders.numbered(#"SELECT '?', "a?b", x FROM t WHERE a = ? AND b = '' AND c = ?"#),
            #"SELECT '?', "a?b", x FROM t WHERE a = $1 AND b = '' AND c = $2"#
        )
    }

    func testAWriteThatThrowsLeavesNothing() async throws {
        struct Refused: Error {}
        let store = try await store()
        do {
            try await store.write { session in
                try session.execute("INSERT INTO item (id, name, at, flag) VALUES (1, 'a', \(Date()), \(false))")
                throw Refused()
            }
            XCTFail("the body threw")
        } catch is Refused {}
        let count = try await store.read { session in try session.value(Int.self, "SELECT COUNT(*) FROM item") }
        XCTAssertEqual(count, 0)
    }
}
