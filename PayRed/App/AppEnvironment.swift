import Foundation
import Logging
import MainAppCoordinatorAPI
import PayRedDI
import PayRedGateway
import Resolver

/// Wires the app once at startup (blueprint §8.3): the gateway to use, the registrations,
/// and the root coordinator, started.
@MainActor
struct AppEnvironment {
    /// The root coordinator, started.
    let coordinator: any MainAppCoordinatorProtocol
    /// The embedded gateway, when the app started one.
    let embeddedGateway: RunningGateway?

    /// Starts the embedded demo gateway unless `gatewayURL` is given, registers all services
    /// and starts the root coordinator.
    static func start(gatewayURL: URL?, databasePath: String) async throws -> AppEnvironment {
        var embedded: RunningGateway?
        if gatewayURL == nil {
            embedded = try await RunningGateway.start(
                GatewayConfiguration(demo: true),
                logger: Logger(label: "payred.embedded-gateway") { _ in SwiftLogNoOpLogHandler() }
            )
        }
        let configuration = PayRedConfiguration(
            gatewayURL: gatewayURL ?? embedded!.baseURL,
            databasePath: databasePath
        )
        // The first resolve runs `registerAllServices()` (PayRed/DI/DIRegisterar.swift).
        Resolver.register { configuration }.scope(.application)
        let coordinator = Resolver.resolve(MainAppCoordinatorProtocol.self)
        await coordinator.start()
        return AppEnvironment(coordinator: coordinator, embeddedGateway: embedded)
    }

    /// Stops the embedded gateway, if any.
    func shutDown() async {
        await embeddedGateway?.stop()
    }
}
