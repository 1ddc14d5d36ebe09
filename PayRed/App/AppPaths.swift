import Foundation

/// Where the app keeps its data, and parsing of user-given locations.
enum AppPaths {
    /// The per-user SQLite file: Application Support on macOS, `~/.local/share` on Linux.
    static var defaultDatabasePath: String {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent("PayRed/payred.sqlite").path
    }

    /// `text` as a gateway URL when it is an absolute http(s) URL with a host.
    static func gatewayURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              ["http", "https"].contains(scheme), url.host?.isEmpty == false else { return nil }
        return url
    }
}
