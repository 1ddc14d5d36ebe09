import Logging
import NIOPosix
import PostgresNIO
import Synchronization

/// The connections of one gateway process, opened on first use and reused; a connection the
/// server or the network closed is dropped and replaced by a new one the next time.
final class PostgresConnections: Sendable {
    private let configuration: PostgresConnection.Configuration
    private let statementTimeoutMilliseconds: Int
    private let logger: Logger
    private let idle = Mutex<[PostgresConnection]>([])
    private let nextID = Atomic<Int>(0)

    init(address: DatabaseLocation.PostgresAddress, statementTimeoutMilliseconds: Int, logger: Logger) {
        configuration = PostgresConnection.Configuration(
            host: address.host, port: address.port, username: address.user, password: address.password,
            database: address.database, tls: .disable
        )
        self.statementTimeoutMilliseconds = statementTimeoutMilliseconds
        self.logger = logger
    }

    /// Runs `body` on an idle connection (or a new one), blocking this thread: call it from a
    /// pool thread, never from an event loop or the cooperative pool.
    func withConnection<T>(_ body: (PostgresSession) throws -> T) throws -> T {
        let connection = try idle.withLock { $0.popLast() } ?? open()
        defer {
            if !connection.isClosed { idle.withLock { $0.append(connection) } }
        }
        return try body(PostgresSession(connection: connection, logger: logger))
    }

    /// Closes every idle connection.
    func closeAll() async {
        for connection in idle.withLock({ connections in defer { connections = [] }; return connections }) {
            try? await connection.close()
        }
    }

    /// A new connection with the gateway's session settings (UTC, the statement timeout).
    func open() throws -> PostgresConnection {
        let connection = try connect().wait()
        let session = PostgresSession(connection: connection, logger: logger)
        try session.execute("SET TIME ZONE 'UTC'")
        try session.execute("SET statement_timeout = \(raw: String(statementTimeoutMilliseconds))")
        return connection
    }

    /// A new connection for listening, opened from async code.
    func openForListening() async throws -> PostgresConnection {
        try await connect().get()
    }

    /// Connects with the next connection id.
    private func connect() -> EventLoopFuture<PostgresConnection> {
        PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration,
            id: nextID.add(1, ordering: .relaxed).newValue, logger: logger
        )
    }
}
