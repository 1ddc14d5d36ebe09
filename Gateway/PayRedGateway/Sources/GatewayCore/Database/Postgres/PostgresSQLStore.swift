import Foundation
import Logging
import NIOPosix
import PostgresNIO

/// The PostgreSQL engine (ADR 0016): each body runs on a thread of a fixed pool, one transaction
/// on one connection. Writes are SERIALIZABLE and run again when they lose a race, so a rule
/// written for SQLite's one writer at a time stays correct with any number of gateway processes;
/// a write that names lock keys waits its turn behind them instead (`SQLStore.write(lockKeys:)`).
public final class PostgresSQLStore: SQLStore {
    public var dialect: SQLDialect { .postgres }

    let connections: PostgresConnections
    private let threads: NIOThreadPool
    private let options: PostgresOptions
    private let logger: Logger

    /// SQLSTATEs of a transaction that lost a race and may succeed when run again.
    private static let retryableStates: Set<String> = [
        "40001",  // serialization_failure
        "40P01",  // deadlock_detected
        "23505",  // unique_violation: another transaction inserted the same key first
    ]

    init(address: DatabaseLocation.PostgresAddress, options: PostgresOptions, logger: Logger) {
        connections = PostgresConnections(
            address: address, statementTimeoutMilliseconds: options.statementTimeoutMilliseconds, logger: logger
        )
        threads = NIOThreadPool(numberOfThreads: max(1, options.poolSize))
        threads.start()
        self.options = options
        self.logger = logger
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (any SQLSession) throws -> T) async throws -> T {
        try await threads.runIfActive { [connections] in
            try connections.withConnection { session in
                try Self.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", in: session, body)
            }
        }
    }

    public func write<T: Sendable>(lockKeys: [String], _ body: @escaping @Sendable (any SQLSession) throws -> T) async throws -> T {
        try await threads.runIfActive { [connections, options, logger] in
            var attempt = 1
            while true {
                do {
                    return try connections.withConnection { session in
                        try Self.holding(Set(lockKeys).sorted(), in: session) {
                            let isolation = lockKeys.isEmpty ? "SERIALIZABLE" : "READ COMMITTED"
                            return try Self.transaction("BEGIN ISOLATION LEVEL \(raw: isolation)", in: session, body)
                        }
                    }
                } catch let error as PSQLError where attempt < options.maxAttempts && Self.lostARace(error) {
                    logger.debug("Running a transaction again after a conflict", metadata: ["attempt": "\(attempt)"])
                    // Random backoff, doubling from 1 ms up to 64 ms, so the racers do not meet again.
                    Thread.sleep(forTimeInterval: Double.random(in: 0...0.001) * Double(1 << min(attempt, 6)))
                    attempt += 1
                }
            }
        }
    }

    /// Stops the pool and closes the connections.
    func close() async {
        try? await threads.shutdownGracefully()
        await connections.closeAll()
    }

    /// Runs `body` between `begin` and COMMIT, rolling back when it throws.
    private static func transaction<T>(
        _ begin: SQLText, in session: PostgresSession, _ body: (any SQLSession) throws -> T
    ) throws -> T {
        try session.execute(begin)
        do {
            let result = try body(session)
            try session.execute("COMMIT")
            return result
        } catch {
            try? session.execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` holding the session-level advisory lock of each key, taken in order (so two
    /// transactions cannot wait for each other) and released after it.
    private static func holding<T>(_ keys: [String], in session: PostgresSession, _ body: () throws -> T) throws -> T {
        guard !keys.isEmpty else { return try body() }
        defer { try? session.execute("SELECT pg_advisory_unlock_all()") }
        for key in keys {
            try session.execute("SELECT pg_advisory_lock(hashtextextended(\(key), 0))")
        }
        return try body()
    }

    private static func lostARace(_ error: PSQLError) -> Bool {
        error.serverInfo?[.sqlState].map(retryableStates.contains) ?? false
    }
}
