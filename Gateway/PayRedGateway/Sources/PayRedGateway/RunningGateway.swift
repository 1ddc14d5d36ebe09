import Foundation
import GatewayCore
import Logging
import ServiceLifecycle

/// A gateway served in-process, e.g. the app's embedded demo gateway or a test server.
public final class RunningGateway: Sendable {
    /// The base URL clients use, such as `http://127.0.0.1:54321`.
    public let baseURL: URL
    /// Runs the server, so that `stop()` can shut it down gracefully.
    private let group: ServiceGroup
    private let task: Task<Void, any Error>
    /// What the server runs on (its database is closed once it has stopped); tests reach it.
    let environment: GatewayEnvironment

    private init(baseURL: URL, group: ServiceGroup, task: Task<Void, any Error>, environment: GatewayEnvironment) {
        self.baseURL = baseURL
        self.group = group
        self.task = task
        self.environment = environment
    }

    /// Starts a gateway and returns once it accepts connections.
    public static func start(
        _ configuration: GatewayConfiguration = GatewayConfiguration(),
        logger: Logger = Logger(label: "payred.gateway")
    ) async throws -> RunningGateway {
        let environment = try await PayRedGateway.makeEnvironment(configuration, logger: logger)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = PayRedGateway.buildApplication(configuration: configuration, environment: environment) { port in
            continuation.yield(port)
            continuation.finish()
        }
        let group = ServiceGroup(services: [app], logger: logger)
        let task = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw GatewayStartError.stoppedBeforeListening(host: configuration.host, port: configuration.port)
        }
        return RunningGateway(
            baseURL: URL(string: "http://\(configuration.host):\(port)")!, group: group, task: task, environment: environment
        )
    }

    /// Stops accepting connections, lets open requests finish, waits until the server has shut
    /// down, then closes its database, so the file can be opened again at once (a relaunch).
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
        await environment.database.close()
    }
}

/// Why an in-process gateway could not start.
public enum GatewayStartError: Error, CustomStringConvertible {
    /// The server ended before it bound its address.
    case stoppedBeforeListening(host: String, port: Int)

    public var description: String {
        switch self {
        case .stoppedBeforeListening(let host, let port):
            "The PayRed gateway stopped before listening on \(host):\(port)."
        }
    }
}
