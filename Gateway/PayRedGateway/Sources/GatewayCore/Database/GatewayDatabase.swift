import Foundation
import GRDB

/// The gateway's SQLite database: opens the file (or memory) and applies migrations.
final class GatewayDatabase: Sendable {
    /// The GRDB connection; GRDB serialises every access.
    let writer: any DatabaseWriter

    /// Opens the database at `path`, creating it if missing, or in memory when nil.
    init(path: String?) throws {
        if let path {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            writer = try DatabasePool(path: path)
        } else {
            writer = try DatabaseQueue()
        }
        try Self.migrator.migrate(writer)
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-users-and-login-challenges") { db in
            try db.create(table: "user") { table in
                table.column("email", .text).primaryKey().collate(.nocase)
                table.column("status", .text).notNull()
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "loginChallenge") { table in
                table.column("token", .text).primaryKey()
                table.column("email", .text).notNull().references("user", onDelete: .cascade)
                table.column("code", .text).notNull()
                table.column("expiresAt", .datetime).notNull()
            }
        }
        return migrator
    }
}
