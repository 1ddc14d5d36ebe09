/// Which engine runs a session's SQL, for the few fragments the two write differently.
public enum SQLDialect: Sendable, Equatable {
    /// SQLite through GRDB: the embedded default.
    case sqlite
    /// PostgreSQL through PostgresNIO.
    case postgres

    /// `column` in lower case in every script, as Swift lowers text: GRDB's
    /// `swiftLowercaseString` in SQLite (whose own `lower` folds ASCII only), `lower` in PostgreSQL.
    public func lowercased(_ column: String) -> String {
        switch self {
        case .sqlite: "swiftLowercaseString(\(column))"
        case .postgres: "lower(\(column))"
        }
    }

    /// The column that orders a table's rows as they were inserted, for ties in a listed order:
    /// SQLite's `rowid`; PostgreSQL's tables get a `seq` identity column for it (ADR 0016).
    public var insertionOrder: String {
        switch self {
        case .sqlite: "rowid"
        case .postgres: "seq"
        }
    }
}
