import Foundation

/// A hop between the app and its embedded gateway that the caller of `AppEnvironment.start`
/// puts in (the scripted demo's connection cutter); the app itself never starts one.
public protocol GatewayRelay: Sendable {
    /// Where the app reaches the gateway through the relay.
    var url: URL { get }
    /// Stops relaying and closes its connections.
    func stop() async
}
