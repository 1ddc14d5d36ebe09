/// Where the gateway's data lives, on either engine: each call runs one transaction whose body
/// is synchronous (GRDB's style), and returns what the body returns. A body may run more than
/// once when its engine retries a transaction that lost a race (ADR 0016), so it does nothing
/// but database work.
public protocol SQLStore: Sendable {
    /// The engine behind the store.
    var dialect: SQLDialect { get }

    /// Runs `body` in a read-only transaction.
    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLSession) throws -> T) async throws -> T

    /// Runs `body` in a write transaction, committed when it returns and rolled back when it throws.
    /// Transactions that name a common `lockKey` run one after the other: on PostgreSQL the keys
    /// are taken as advisory locks, in sorted order, before the transaction starts, so a busy row
    /// (an account many transfers debit) is met with a fresh snapshot instead of a serialization
    /// failure; SQLite runs every write alone anyway. Naming keys is a promise that every
    /// transaction writing a row `body` reads names one of them too, so PostgreSQL runs it
    /// READ COMMITTED rather than SERIALIZABLE (whose index-page conflicts would fail it).
    func write<T: Sendable>(lockKeys: [String], _ body: @escaping @Sendable (any SQLSession) throws -> T) async throws -> T
}

extension SQLStore {
    /// Runs `body` in a write transaction, committed when it returns and rolled back when it throws.
    public func write<T: Sendable>(_ body: @escaping @Sendable (any SQLSession) throws -> T) async throws -> T {
        try await write(lockKeys: [], body)
    }
}
