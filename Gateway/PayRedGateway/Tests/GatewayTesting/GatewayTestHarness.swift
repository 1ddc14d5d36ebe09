import Foundation
import GatewayCore
import GRDB
import Hummingbird
import HummingbirdTesting
import Logging

/// A gateway on a new database of the test engine (`TestEngine`), with a hand-moved clock, for route tests.
public struct GatewayTestHarness: Sendable {
    public let environment: GatewayEnvironment
    public let clock: TestClock
    /// The routes registered, for checks against the OpenAPI document.
    public let routes: [RouteDescription]
    private let responder: RouterResponder<GatewayRequestContext>

    /// Builds the gateway with the routes `register` adds; access tokens work for
    /// `accessTokenLifetime` seconds, sent mail goes to `mailObserver` and sign-in is limited by `abuseLimits`.
    public init(
        isDemo: Bool = false,
        accessTokenLifetime: TimeInterval = SessionStore.defaultAccessTokenLifetime,
        mailObserver: (@Sendable (SentMail) -> Void)? = nil,
        abuseLimits: AbuseLimits = AbuseLimits(),
        register: (GatewayRoutes, GatewayEnvironment) throws -> Void
    ) async throws {
        clock = TestClock()
        environment = GatewayEnvironment(
            database: try await TestDatabases.open(),
            now: clock.now,
            accessTokenLifetime: accessTokenLifetime,
            isDemo: isDemo,
            mailObserver: mailObserver,
            abuseLimits: abuseLimits,
            logger: Logger(label: "payred.gateway.test") { _ in SwiftLogNoOpLogHandler() }
        )
        let table = GatewayRoutes(sessions: environment.sessions)
        try register(table, environment)
        routes = table.descriptions
        responder = table.router.buildResponder()
    }

    /// Runs `test` against the routes through Hummingbird's in-process test client.
    public func test(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Application(responder: responder).test(.router, test)
    }

    /// Creates a registered user (no PIN) and a session; returns its id and access token.
    public func signedInUser(email: String = "ada@payred.app") async throws -> (userID: Int64, accessToken: String) {
        let sessions = environment.sessions
        let now = environment.now()
        return try await environment.database.store.write { session in
            let userID = try session.insertedID("""
                INSERT INTO "user" (email, status, firstName, lastName, createdAt) VALUES (\(email), 'registered', 'Ada', 'Lovelace', \(now))
                RETURNING id
                """)
            return (userID, try sessions.issue(userID: userID, in: session).accessToken)
        }
    }
}
