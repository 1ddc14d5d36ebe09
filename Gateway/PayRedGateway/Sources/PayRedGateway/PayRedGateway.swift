import Foundation
import GatewayApp
import GatewayAuth
import GatewayCore
import GatewayMoney
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The PayRed gateway: the HTTP backend the app's remote data layer talks to.
public enum PayRedGateway {
    /// Every area's routes, behind the error envelope and the bearer-token check.
    static func buildRoutes(environment: GatewayEnvironment) -> GatewayRoutes {
        let routes = GatewayRoutes(sessions: environment.sessions)
        GatewayAuthRoutes.register(on: routes, environment: environment)
        GatewayMoneyRoutes.register(on: routes, environment: environment)
        GatewayAppRoutes.register(on: routes, environment: environment)
        EventsController.register(on: routes)
        return routes
    }

    /// Builds the gateway application.
    static func buildApplication(
        configuration: GatewayConfiguration,
        environment: GatewayEnvironment,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: buildRoutes(environment: environment).router,
            server: HTTPServerBuilder { responder in
                let idleTimeout = TimeAmount.milliseconds(Int64(configuration.idleTimeout * 1_000))
                return GuardedChannel(
                    inner: HTTP1WebSocketUpgradeChannel(
                        responder: responder,
                        configuration: .init(
                            http1: .init(idleTimeout: idleTimeout),
                            ws: .init(maxFrameSize: 1 << 12, autoPing: .enabled(timePeriod: .seconds(20)))
                        ),
                        shouldUpgrade: EventStreamUpgrade.shouldUpgrade(environment: environment)
                    ),
                    firstAnswerTimeout: idleTimeout
                )
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "PayRedGateway"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: environment.logger
        )
    }

    /// Checks `configuration`, opens the database it names and seeds the demo data when asked.
    /// - Throws: `GatewayConfigurationError` for a setting the gateway cannot run with.
    static func makeEnvironment(_ configuration: GatewayConfiguration, logger: Logger) async throws -> GatewayEnvironment {
        try configuration.validate()
        let environment = GatewayEnvironment(
            database: try await GatewayDatabase.open(configuration.database, postgresOptions: configuration.postgres, logger: logger),
            accessTokenLifetime: configuration.accessTokenLifetime,
            isDemo: configuration.demo,
            mailObserver: configuration.mailObserver,
            appVersions: try configuration.appVersions(),
            abuseLimits: configuration.abuseLimits,
            onRegistration: { [isDemo = configuration.demo] userID, now, session in
                try AccountOpening.openFirstAccount(for: userID, withWelcomeCredit: isDemo, at: now, in: session)
            },
            logger: logger
        )
        if configuration.demo {
            try await DemoSeeder(environment: environment).seedIfEmpty()
        }
        return environment
    }

    /// Runs the gateway until the process receives SIGINT or SIGTERM.
    public static func run(
        _ configuration: GatewayConfiguration,
        logger: Logger,
        onServerRunning: @escaping @Sendable (Int) async -> Void
    ) async throws {
        let environment = try await makeEnvironment(configuration, logger: logger)
        let app = buildApplication(configuration: configuration, environment: environment, onServerRunning: onServerRunning)
        do {
            try await app.runService()
        } catch {
            await environment.database.close()
            throw error
        }
        await environment.database.close()
    }
}
