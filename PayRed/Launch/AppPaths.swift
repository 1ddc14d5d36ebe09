import Foundation

/// Where the app keeps its data, and parsing of user-given locations.
public enum AppPaths {
    /// The per-user data directory: `$XDG_DATA_HOME/PayRed` when set, else Application Support
    /// on macOS and `~/.local/share/PayRed` on Linux.
    public static func defaultDataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("PayRed", isDirectory: true)
        }
        #if os(macOS)
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        #else
        let base: URL? = nil
        #endif
        return (base ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true))
            .appendingPathComponent("PayRed", isDirectory: true)
    }

    /// `text` as a gateway URL when it is an absolute http(s) URL with a host.
    public static func gatewayURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              ["http", "https"].contains(scheme), url.host?.isEmpty == false else { return nil }
        return url
    }

    /// `text` as an absolute directory URL (relative paths resolve against the working directory).
    public static func directory(_ text: String) -> URL {
        URL(fileURLWithPath: (text as NSString).expandingTildeInPath, isDirectory: true).standardizedFileURL
    }
}
