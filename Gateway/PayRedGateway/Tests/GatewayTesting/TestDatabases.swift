import Foundation
import GatewayCore
import Logging
import PostgresNIO
import Synchronization
import XCTest

/// The databases the gateway suites run on: a new in-memory SQLite database per harness, or on
/// PostgreSQL (`TestEngine.postgres`) a new database in the test cluster, closed once the test
/// that opened it has finished.
public enum TestDatabases {
    /// A new, empty, migrated database on `engine`.
    public static func open(on engine: TestEngine = TestEngine.current) async throws -> GatewayDatabase {
        switch engine {
        case .sqlite:
            return try GatewayDatabase(path: nil)
        case .postgres:
            let address = try await TestPostgresCluster.shared.newDatabase()
            let database = try await GatewayDatabase.open(
                .postgres(address), postgresOptions: PostgresOptions(poolSize: 4), logger: quietLogger
            )
            OpenDatabases.shared.add(database)
            return database
        }
    }

    /// A new database on PostgreSQL for tests that share one between several gateway
    /// instances: open it with `GatewayDatabase.open(.postgres(address), …)` once per instance.
    public static func newPostgresDatabase() async throws -> DatabaseLocation.PostgresAddress {
        try await TestPostgresCluster.shared.newDatabase()
    }

    /// The URL of the PostgreSQL server the suites use, started if need be.
    /// - Throws: `XCTSkip` when `PAYRED_TEST_POSTGRES=off`.
    public static func postgresServerURL() async throws -> String {
        "\(DatabaseLocation.postgres(try await TestPostgresCluster.shared.serverAddress()))"
    }

    /// Closes `database` once the running test has finished.
    public static func closeAfterTest(_ database: GatewayDatabase) {
        OpenDatabases.shared.add(database)
    }

    static let quietLogger = Logger(label: "payred.gateway.test") { _ in SwiftLogNoOpLogHandler() }
}

/// The PostgreSQL databases opened by the running test, closed when it finishes so that the
/// cluster's connections do not run out over a whole suite.
private final class OpenDatabases: NSObject, XCTestObservation, Sendable {
    static let shared: OpenDatabases = {
        let observer = OpenDatabases()
        XCTestObservationCenter.shared.addTestObserver(observer)
        return observer
    }()

    private let open = Mutex<[GatewayDatabase]>([])

    func add(_ database: GatewayDatabase) {
        open.withLock { $0.append(database) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let databases = open.withLock { databases in defer { databases = [] }; return databases }
        guard !databases.isEmpty else { return }
        let closed = DispatchSemaphore(value: 0)
        Task {
            for database in databases { await database.close() }
            closed.signal()
        }
        closed.wait()
    }
}
