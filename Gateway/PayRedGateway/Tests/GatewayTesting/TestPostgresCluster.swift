import Foundation
import GatewayCore
import Logging
import NIOPosix
import PostgresNIO
import XCTest

/// The PostgreSQL server the suites use: `PAYRED_TEST_POSTGRES_URL` when set (`.ci/run` starts
/// one), else a private cluster this process starts with `Scripts/postgres-cluster.sh` and that
/// stops once the process has exited. Each harness gets a database of its own.
/// `PAYRED_TEST_POSTGRES=off` skips the PostgreSQL tests, saying so.
actor TestPostgresCluster {
    static let shared = TestPostgresCluster()

    private var server: DatabaseLocation.PostgresAddress?
    private var created = 0

    /// A new, empty database on the server.
    func newDatabase() async throws -> DatabaseLocation.PostgresAddress {
        let server = try await serverAddress()
        created += 1
        let name = "payred_test_\(ProcessInfo.processInfo.processIdentifier)_\(created)"
        let connection = try await PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.any(),
            configuration: .init(
                host: server.host, port: server.port, username: server.user, password: server.password,
                database: server.database, tls: .disable
            ),
            id: created,
            logger: TestDatabases.quietLogger
        )
        do {
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: TestDatabases.quietLogger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
        return DatabaseLocation.PostgresAddress(
            host: server.host, port: server.port, user: server.user, password: server.password, database: name
        )
    }

    func serverAddress() async throws -> DatabaseLocation.PostgresAddress {
        if let server { return server }
        let environment = ProcessInfo.processInfo.environment
        if environment["PAYRED_TEST_POSTGRES"] == "off" {
            throw XCTSkip("PostgreSQL tests skipped: PAYRED_TEST_POSTGRES=off.")
        }
        let url = try environment["PAYRED_TEST_POSTGRES_URL"] ?? Self.startPrivateCluster()
        guard case .postgres(let address) = try DatabaseLocation(url) else {
            throw ClusterError(description: "PAYRED_TEST_POSTGRES_URL is not a postgres:// URL: \(url)")
        }
        server = address
        return address
    }

    /// Starts a cluster that stops once this process has exited; returns its URL.
    private static func startPrivateCluster() throws -> String {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/postgres-cluster.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script.path, "start", "--watch", "\(ProcessInfo.processInfo.processIdentifier)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // The script has ended once its output does; its URL line says it succeeded. (Not
        // `waitUntilExit`, which can miss the exit when called from a cooperative thread.)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard let url = printed.split(separator: "\n").first, url.hasPrefix("postgres://") else {
            throw ClusterError(description: "Could not start a PostgreSQL cluster with \(script.path) (see its message above); set PAYRED_TEST_POSTGRES=off to skip the PostgreSQL tests.")
        }
        return String(url)
    }

    struct ClusterError: Error, CustomStringConvertible {
        let description: String
    }
}
