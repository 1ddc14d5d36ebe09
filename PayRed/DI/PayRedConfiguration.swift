import Foundation

/// Where the app's data lives: the gateway it talks to and the one directory holding everything
/// the app writes (the SQLite database and the encrypted secure store).
///
/// The app entry point registers one before resolving anything; data-source factories read it.
public struct PayRedConfiguration: Sendable {
    /// The PayRed gateway's base URL.
    public let gatewayURL: URL
    /// The directory holding everything the app writes.
    public let dataDirectory: URL
    /// How long the app may go without a key press before it locks.
    public let autoLockAfter: Duration

    /// Creates a configuration.
    public init(gatewayURL: URL, dataDirectory: URL, autoLockAfter: Duration = .seconds(5 * 60)) {
        self.gatewayURL = gatewayURL
        self.dataDirectory = dataDirectory
        self.autoLockAfter = autoLockAfter
    }

    /// The app's SQLite database file.
    public var databasePath: String {
        dataDirectory.appendingPathComponent("payred.sqlite").path
    }

    /// The preferences file (user defaults, kept as a property list).
    public var preferencesFile: URL {
        dataDirectory.appendingPathComponent("preferences.plist")
    }

    /// Where the image cache keeps pictures.
    public var imageCacheDirectory: URL {
        dataDirectory.appendingPathComponent("images", isDirectory: true)
    }

    /// Where exported files (CSV) are written.
    public var exportsDirectory: URL {
        dataDirectory.appendingPathComponent("exports", isDirectory: true)
    }

    /// The secure store's directory (encrypted files, readable only by the user).
    public var secureStoreDirectory: URL {
        dataDirectory.appendingPathComponent("secure", isDirectory: true)
    }
}
