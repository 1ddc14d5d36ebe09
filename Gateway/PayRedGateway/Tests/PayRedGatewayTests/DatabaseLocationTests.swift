import GatewayCore
import XCTest

/// What `--database` (or `PAYRED_DATABASE_URL`) names: memory, a SQLite file, a PostgreSQL URL,
/// or a clear refusal, never a URL taken for a file name.
final class DatabaseLocationTests: XCTestCase {
    func testNothingIsMemoryAndAPathIsASQLiteFile() throws {
        XCTAssertEqual(try DatabaseLocation(nil), .memory)
        XCTAssertEqual(try DatabaseLocation(""), .memory)
        for path in ["gw.sqlite", "/var/lib/payred/gw.sqlite", "./postgres:x", "données/gw ☃.sqlite"] {
            XCTAssertEqual(try DatabaseLocation(path), .sqliteFile(path: path), path)
        }
    }

    func testAPostgresURLIsReadWhole() throws {
        XCTAssertEqual(
            try DatabaseLocation("postgres://payred@127.0.0.1:5433/payred"),
            .postgres(.init(host: "127.0.0.1", port: 5433, user: "payred", password: nil, database: "payred"))
        )
        let location = try DatabaseLocation("postgresql://app:s%3Acret@db.internal/ledger")
        XCTAssertEqual(location, .postgres(.init(host: "db.internal", port: 5432, user: "app", password: "s:cret", database: "ledger")))
        XCTAssertEqual(location.description, "postgres://app@db.internal:5432/ledger", "the password never shows")
    }

    func testAnythingElseThatLooksLikeAURLIsRefusedWithoutItsPassword() {
        let refused = [
            "postgres:", "postgres:/payred", "postgres://127.0.0.1:5432/payred", "postgres://u@/payred",
            "postgres://u@host", "postgres://u@host/a/b", "postgres://u@host:0/db", "postgres://u@host/db?sslmode=off",
            "mysql://u@host/db", "sqlite:///tmp/x", "https://example.com/db", "C:gw.sqlite",
        ]
        for value in refused {
            XCTAssertThrowsError(try DatabaseLocation(value), value)
        }
        XCTAssertThrowsError(try DatabaseLocation("mysql://root:hunter2@db/payred")) { error in
            let text = (error as? DatabaseLocation.Invalid)?.description ?? ""
            XCTAssertFalse(text.contains("hunter2"), text)
            XCTAssertTrue(text.contains("postgres://user@host:port/database"), text)
        }
    }
}
