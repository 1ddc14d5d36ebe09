import Foundation
import Hummingbird
import Logging

/// The PayRed gateway: the HTTP backend the app's remote data layer talks to.
public enum PayRedGateway {
    /// Builds the gateway application over an opened database.
    static func buildApplication(
        configuration: GatewayConfiguration,
        database: GatewayDatabase,
        logger: Logger,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: buildRouter(database: database),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "PayRedGateway"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger
        )
    }

    /// The gateway's routes behind the error-envelope middleware.
    static func buildRouter(database: GatewayDatabase, now: @escaping @Sendable () -> Date = Date.init) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: ErrorEnvelopeMiddleware())
        AuthController(loginService: LoginService(database: database, now: now))
            .addRoutes(to: router.group("v1/auth"))
        return router
    }

    /// Opens the database named by `configuration` and seeds demo data when asked.
    static func openDatabase(_ configuration: GatewayConfiguration) async throws -> GatewayDatabase {
        let database = try GatewayDatabase(path: configuration.databasePath)
        if configuration.demo {
            try await DemoSeeder(database: database).seedIfEmpty()
        }
        return database
    }

    /// Runs the gateway until the process receives SIGINT or SIGTERM.
    public static func run(_ configuration: GatewayConfiguration, logger: Logger, onServerRunning: @escaping @Sendable (Int) async -> Void) async throws {
        let database = try await openDatabase(configuration)
        let app = buildApplication(configuration: configuration, database: database, logger: logger, onServerRunning: onServerRunning)
        try await app.runService()
    }
}
