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
    /// The embedded gateway's mail, shown as banners; nil with `--gateway`.
    let demoInbox: DemoInbox?

    /// Starts the embedded demo gateway unless `gatewayURL` is given, registers all services
    /// and starts the root coordinator.
    static func start(gatewayURL: URL?, dataDirectory: URL) async throws -> AppEnvironment {
        var embedded: RunningGateway?
        var inbox: DemoInbox?
        if gatewayURL == nil {
            let demoInbox = DemoInbox()
            inbox = demoInbox
            embedded = try await RunningGateway.start(
                GatewayConfiguration(demo: true, mailObserver: { mail in
                    Task { @MainActor in demoInbox.receive(code: mail.code, for: mail.email) }
                }),
                logger: Logger(label: "payred.embedded-gateway") { _ in SwiftLogNoOpLogHandler() }
            )
        }
        let configuration = PayRedConfiguration(
            gatewayURL: gatewayURL ?? embedded!.baseURL,
            dataDirectory: dataDirectory
        )
        // The first resolve runs `registerAllServices()` (PayRed/DI/DIRegisterar.swift).
        Resolver.register { configuration }.scope(.application)
        let coordinator = Resolver.resolve(MainAppCoordinatorProtocol.self)
        await coordinator.start()
        return AppEnvironment(coordinator: coordinator, embeddedGateway: embedded, demoInbox: inbox)
    }

    /// Stops the embedded gateway, if any.
    func shutDown() async {
        await embeddedGateway?.stop()
    }
}
