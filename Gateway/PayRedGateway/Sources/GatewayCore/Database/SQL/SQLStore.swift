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
    func write<T: Sendable>(_ body: @escaping @Sendable (any SQLSession) throws -> T) async throws -> T
}
