import Foundation
import GRDB
import Logging
import PostgresNIO

/// A PostgreSQL connection inside a transaction, run from a pool thread: each statement is sent
/// and waited for there (ADR 0016). Rows come back as GRDB rows with SQLite's value types, so the
/// same records and rules read both engines.
struct PostgresSession: SQLSession {
    let connection: PostgresConnection
    let logger: Logger

    var dialect: SQLDialect { .postgres }

    func execute(_ statement: SQLText) throws {
        _ = try run(statement)
    }

    func rows(_ statement: SQLText) throws -> [Row] {
        try run(statement).map(PostgresRowConversion.row)
    }

    func savepoint<T>(_ body: () throws -> T) throws -> T {
        try execute("SAVEPOINT payred")
        do {
            let result = try body()
            try execute("RELEASE SAVEPOINT payred")
            return result
        } catch {
            try execute("ROLLBACK TO SAVEPOINT payred")
            try execute("RELEASE SAVEPOINT payred")
            throw error
        }
    }

    /// Sends `statement` with its arguments bound and waits for every row.
    private func run(_ statement: SQLText) throws -> PostgresQueryResult {
        let query = PostgresQuery(
            unsafeSQL: PostgresPlaceholders.numbered(statement.sql),
            binds: PostgresRowConversion.bindings(statement.arguments)
        )
        return try connection.query(query, logger: logger).wait()
    }
}
