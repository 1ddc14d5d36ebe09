import Foundation
import Localization
import Logging
import MainAppCoordinatorAPI
import NotificationManagerUseCaseAPI
import PayRedDI
import PayRedGateway
import Resolver
import SettingsUseCaseAPI

/// Wires the app once at startup (blueprint §8.3): the gateway to use, the registrations,
/// and the root coordinator, started.
@MainActor
public struct AppEnvironment {
    /// The root coordinator, started.
    public let coordinator: any MainAppCoordinatorProtocol
    /// The embedded gateway, when the app started one.
    public let embeddedGateway: RunningGateway?
    /// The embedded gateway's mail, shown as banners; nil with `--gateway`.
    public let demoInbox: DemoInbox?
    /// The relay the app reaches the embedded gateway through, when the caller asked for one.
    public let relay: (any GatewayRelay)?

    /// Starts the embedded demo gateway unless `gatewayURL` is given (announcing `latestVersion`
    /// as the newest app, else this build's, and reached through the relay `relayed` starts),
    /// registers all services and starts the root coordinator.
    public static func start(
        gatewayURL: URL?,
        dataDirectory: URL,
        autoLockAfter: Duration?,
        language: Language? = nil,
        latestVersion: String = PayRedConfiguration.releasedVersion,
        relayed: (@Sendable (URL) async throws -> any GatewayRelay)? = nil
    ) async throws -> AppEnvironment {
        // Everything the app writes is the user's alone.
        try FileManager.default.createDirectory(
            at: dataDirectory,
            withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700]
        )
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: dataDirectory.path)
        var embedded: RunningGateway?
        var inbox: DemoInbox?
        var link: (any GatewayRelay)?
        if gatewayURL == nil {
            let demoInbox = DemoInbox()
            inbox = demoInbox
            embedded = try await RunningGateway.start(
                // The embedded gateway keeps its users beside the app's data, so a relaunch finds them again.
                GatewayConfiguration(
                    database: .sqliteFile(path: dataDirectory.appendingPathComponent("demo-gateway.sqlite").path),
                    demo: true,
                    mailObserver: { mail in
                        Task { @MainActor in demoInbox.receive(code: mail.code, for: mail.email) }
                    },
                    latestVersion: latestVersion,
                    minimumVersion: PayRedConfiguration.releasedVersion
                ),
                logger: Logger(label: "payred.embedded-gateway") { _ in SwiftLogNoOpLogHandler() }
            )
            if let relayed, let embedded {
                link = try await relayed(embedded.baseURL)
            }
        }
        let configuration = PayRedConfiguration(
            gatewayURL: gatewayURL ?? link?.url ?? embedded!.baseURL,
            dataDirectory: dataDirectory,
            autoLockAfter: autoLockAfter,
            language: language
        )
        // The first resolve runs `registerAllServices()` (PayRed/DI/DIRegisterar.swift).
        Resolver.register { configuration }.scope(.application)
        // Initialised at startup (000 §5.4): it polls the notifications while a session is open.
        _ = Resolver.resolve(NotificationManagerUseCaseProtocol.self)
        // Shows the language chosen in Settings before the first screen, unless the launch chose one.
        await Resolver.resolve(SettingsUseCaseProtocol.self).load()
        let coordinator = Resolver.resolve(MainAppCoordinatorProtocol.self)
        await coordinator.start()
        return AppEnvironment(coordinator: coordinator, embeddedGateway: embedded, demoInbox: inbox, relay: link)
    }

    /// Closes the database, stops the embedded gateway, if any, and empties the container, so a
    /// later `start` begins as a new process would.
    public func shutDown() async {
        Resolver.closeDataSources()
        await relay?.stop()
        await embeddedGateway?.stop()
        Resolver.reset()
    }
}
