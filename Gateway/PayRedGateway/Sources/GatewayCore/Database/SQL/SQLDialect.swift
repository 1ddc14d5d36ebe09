/// Which engine runs a session's SQL, for the few fragments the two write differently.
public enum SQLDialect: Sendable, Equatable {
    /// SQLite through GRDB: the embedded default.
    case sqlite
    /// PostgreSQL through PostgresNIO.
    case postgres
}
