import Foundation

/// Where the app's data lives: the gateway it talks to and its SQLite file.
///
/// The app entry point registers one before resolving anything; data-source factories read it.
public struct PayRedConfiguration: Sendable {
    /// The PayRed gateway's base URL.
    public let gatewayURL: URL
    /// The app's SQLite database file.
    public let databasePath: String

    /// Creates a configuration.
    public init(gatewayURL: URL, databasePath: String) {
        self.gatewayURL = gatewayURL
        self.databasePath = databasePath
    }
}
