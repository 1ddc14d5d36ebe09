import Foundation
import Localization

/// Where the app's data lives: the gateway it talks to and the one directory holding everything
/// the app writes (the SQLite database and the encrypted secure store).
///
/// The app entry point registers one before resolving anything; data-source factories read it.
public struct PayRedConfiguration: Sendable {
    /// This build's version, which the update check compares with the gateway's.
    public static let releasedVersion = "1.0.0"

    /// The PayRed gateway's base URL.
    public let gatewayURL: URL
    /// The directory holding everything the app writes.
    public let dataDirectory: URL
    /// How long the app may go without a key press before it locks, fixed for this run; nil
    /// follows the delay chosen in Settings.
    public let autoLockAfter: Duration?
    /// The language every screen shows, fixed for this run (`--language`); nil follows the one
    /// chosen in Settings, else the environment's.
    public let language: Language?
    /// The app's version (`major.minor.patch`).
    public let appVersion: String

    /// Creates a configuration.
    public init(
        gatewayURL: URL,
        dataDirectory: URL,
        autoLockAfter: Duration? = nil,
        language: Language? = nil,
        appVersion: String = PayRedConfiguration.releasedVersion
    ) {
        self.gatewayURL = gatewayURL
        self.dataDirectory = dataDirectory
        self.autoLockAfter = autoLockAfter
        self.language = language
        self.appVersion = appVersion
    }

    /// The app's SQLite database file.
    public var databasePath: String {
        dataDirectory.appendingPathComponent("payred.sqlite").path
    }

    /// The log of the app's gateway calls and session changes (the terminal belongs to the screens).
    public var logFile: URL {
        dataDirectory.appendingPathComponent("payred.log")
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
