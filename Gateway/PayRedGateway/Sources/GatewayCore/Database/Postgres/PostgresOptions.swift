/// How the gateway uses a PostgreSQL server (see docs/operations.md).
public struct PostgresOptions: Sendable, Equatable {
    /// Connections per gateway process, each with its own pool thread: at most this many
    /// transactions run at once.
    public var poolSize: Int
    /// Longest a statement may run before the server cancels it, in milliseconds.
    public var statementTimeoutMilliseconds: Int
    /// Times a write transaction that lost a race (serialization failure, deadlock, a unique key
    /// taken meanwhile) is run in all before the error is returned.
    public var maxAttempts: Int

    public init(poolSize: Int = 8, statementTimeoutMilliseconds: Int = 10_000, maxAttempts: Int = 10) {
        self.poolSize = poolSize
        self.statementTimeoutMilliseconds = statementTimeoutMilliseconds
        self.maxAttempts = maxAttempts
    }
}
