import GRDB

/// One open transaction of an `SQLStore`, on either engine: the rules run their statements here.
/// Rows come back as GRDB rows, so the gateway's records decode them on both engines.
public protocol SQLSession {
    /// The engine running the statements.
    var dialect: SQLDialect { get }

    /// Runs `statement`, which returns no rows.
    func execute(_ statement: SQLText) throws

    /// The rows `statement` returns, in order.
    func rows(_ statement: SQLText) throws -> [Row]

    /// Runs `body` in a savepoint: what it wrote is undone when it throws, and the transaction goes on.
    func savepoint<T>(_ body: () throws -> T) throws -> T
}

extension SQLSession {
    /// The first row `statement` returns, if any.
    public func row(_ statement: SQLText) throws -> Row? {
        try rows(statement).first
    }

    /// Every row of `statement`, decoded as `type`.
    public func fetchAll<Record: FetchableRecord>(_ type: Record.Type, _ statement: SQLText) throws -> [Record] {
        try rows(statement).map { try Record(row: $0) }
    }

    /// The first row of `statement`, decoded as `type`.
    public func fetchOne<Record: FetchableRecord>(_ type: Record.Type, _ statement: SQLText) throws -> Record? {
        try row(statement).map { try Record(row: $0) }
    }

    /// The first column of the first row of `statement`; nil without a row or for NULL.
    /// - Throws: `SQLValueMismatch` when the column holds something `type` cannot be made of.
    public func value<Value: DatabaseValueConvertible>(_ type: Value.Type, _ statement: SQLText) throws -> Value? {
        guard let row = try row(statement), !row.isEmpty else { return nil }
        let stored: DatabaseValue = row[0]
        if stored.isNull { return nil }
        guard let value = Value.fromDatabaseValue(stored) else { throw SQLValueMismatch(statement: statement.sql) }
        return value
    }

    /// The id an `INSERT … RETURNING id` statement gave its new row.
    public func insertedID(_ statement: SQLText) throws -> Int64 {
        guard let id = try value(Int64.self, statement) else { throw SQLValueMismatch(statement: statement.sql) }
        return id
    }
}

/// A statement's value that is not of the type the rule reads it as: a bug, reported, never a trap.
public struct SQLValueMismatch: Error, CustomStringConvertible {
    public let statement: String

    public var description: String { "The first value of \"\(statement)\" is not of the type expected." }
}
