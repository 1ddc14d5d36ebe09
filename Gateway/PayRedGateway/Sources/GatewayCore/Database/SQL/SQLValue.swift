import Foundation

/// A value bound to a statement, typed so that each engine stores it as its own type (a date as
/// GRDB's text in SQLite, as `timestamptz` in PostgreSQL).
public enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case date(Date)
    case bool(Bool)
}

/// A Swift value a statement can take as an argument.
public protocol SQLBindable {
    var sqlValue: SQLValue { get }
}

extension Int64: SQLBindable {
    public var sqlValue: SQLValue { .integer(self) }
}

extension Int: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Double: SQLBindable {
    public var sqlValue: SQLValue { .real(self) }
}

extension String: SQLBindable {
    public var sqlValue: SQLValue { .text(self) }
}

extension Data: SQLBindable {
    public var sqlValue: SQLValue { .blob(self) }
}

extension Date: SQLBindable {
    public var sqlValue: SQLValue { .date(self) }
}

extension Bool: SQLBindable {
    public var sqlValue: SQLValue { .bool(self) }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    public var sqlValue: SQLValue { map(\.sqlValue) ?? .null }
}
