import Foundation

/// Applies the migrations' PostgreSQL steps that a database lacks, recording each under the
/// identifier GRDB's migrator uses on SQLite. Instances starting together take an advisory lock,
/// so one migrates and the others find the work done.
enum PostgresMigrator {
    /// The advisory lock's key: "PayRed" in ASCII, as an integer.
    private static let lockKey: Int64 = 0x50_61_79_52_65_64

    static func migrate(_ store: any SQLStore) async throws {
        try await store.write { session in
            try session.execute("SELECT pg_advisory_xact_lock(\(lockKey))")
            try session.execute("""
                CREATE TABLE IF NOT EXISTS payredMigration (identifier TEXT PRIMARY KEY, appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())
                """)
            let applied = Set(try session.rows("SELECT identifier FROM payredMigration").map { $0["identifier"] as String })
            for migration in GatewayMigrations.all where !applied.contains(migration.identifier) {
                for statement in statements(in: migration.postgres) {
                    try session.execute(SQLText(stringLiteral: statement))
                }
                try session.execute("INSERT INTO payredMigration (identifier) VALUES (\(migration.identifier))")
            }
        }
    }

    /// The statements of a step, which ends each with `;` at the end of a line (the extended
    /// protocol takes one statement at a time).
    static func statements(in script: String) -> [String] {
        script.split(separator: ";\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .map { $0.hasSuffix(";") ? String($0.dropLast()) : $0 }
            .filter { !$0.isEmpty }
    }
}
