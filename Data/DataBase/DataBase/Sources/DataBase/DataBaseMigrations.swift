import GRDB

/// The database schema, one migration per change; never edit a shipped migration.
enum DataBaseMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-login-state") { db in
            try db.create(table: LoginStateRecord.databaseTableName) { table in
                table.column("email", .text).primaryKey().collate(.nocase)
                table.column("step", .text).notNull()
                table.column("temporaryToken", .text)
                table.column("userExist", .boolean).notNull()
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
        }
        // Secrets belong to the secure store (docs/adr/0008): the sign-up token leaves SQLite.
        migrator.registerMigration("v2-no-secrets") { db in
            try db.alter(table: LoginStateRecord.databaseTableName) { table in
                table.drop(column: "temporaryToken")
            }
        }
        // The Transactions tab shows the last visit's pages at once (cache then network).
        migrator.registerMigration("v3-saved-transactions") { db in
            try db.create(table: SavedTransactionRecord.databaseTableName) { table in
                table.column("position", .integer).primaryKey()
                table.column("id", .text).notNull()
                table.column("accountId", .text).notNull()
                table.column("amountMinorUnits", .integer).notNull()
                table.column("currency", .text).notNull()
                table.column("description", .text).notNull()
                table.column("counterpartyName", .text).notNull()
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: SavedTransactionPagesRecord.databaseTableName) { table in
                table.column("id", .integer).primaryKey()
                table.column("nextCursor", .text)
                table.column("savedAt", .datetime).notNull()
            }
        }
        return migrator
    }
}
