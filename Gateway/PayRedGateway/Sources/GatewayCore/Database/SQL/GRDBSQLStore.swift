import Foundation
import GRDB

/// The SQLite engine: GRDB runs each body in one transaction, writes one at a time.
public struct GRDBSQLStore: SQLStore {
    let writer: any DatabaseWriter

    public var dialect: SQLDialect { .sqlite }

    public func read<T: Sendable>(_ body: @escaping @Sendable (any SQLSession) throws -> T) async throws -> T {
        try await writer.read { db in try body(db.sqlSession) }
    }

    public func write<T: Sendable>(lockKeys: [String], _ body: @escaping @Sendable (any SQLSession) throws -> T) async throws -> T {
        try await writer.write { db in try body(db.sqlSession) }
    }
}

extension Database {
    /// This GRDB connection as an SQL session, for rules not yet moved to `SQLStore` (ADR 0016).
    public var sqlSession: any SQLSession {
        GRDBSession(db: self)
    }
}

/// A GRDB connection inside a transaction.
private struct GRDBSession: SQLSession {
    let db: Database

    var dialect: SQLDialect { .sqlite }

    func execute(_ statement: SQLText) throws {
        try db.execute(sql: statement.sql, arguments: Self.arguments(statement))
    }

    func rows(_ statement: SQLText) throws -> [Row] {
        try Row.fetchAll(db, sql: statement.sql, arguments: Self.arguments(statement))
    }

    func savepoint<T>(_ body: () throws -> T) throws -> T {
        var result: T?
        try db.inSavepoint {
            result = try body()
            return .commit
        }
        // Set: inSavepoint returned, so the body did not throw.
        return result!
    }

    /// The arguments as GRDB stores them: a date in GRDB's text form, a flag as 0 or 1.
    private static func arguments(_ statement: SQLText) -> StatementArguments {
        StatementArguments(statement.arguments.map { value -> DatabaseValue in
            switch value {
            case .null: .null
            case .integer(let number): number.databaseValue
            case .real(let number): number.databaseValue
            case .text(let text): text.databaseValue
            case .blob(let data): data.databaseValue
            case .date(let date): date.databaseValue
            case .bool(let flag): flag.databaseValue
            }
        })
    }
}
