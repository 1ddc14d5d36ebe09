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
        return migrator
    }
}
