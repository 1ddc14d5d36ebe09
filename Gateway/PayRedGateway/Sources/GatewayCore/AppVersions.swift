/// The app versions a gateway serves (`GET /v1/app/version`): the newest release, and the oldest
/// an app may be to be used. Versions are `major.minor.patch`, compared part by part.
public struct AppVersions: Equatable, Sendable {
    /// The newest released app version.
    public let latest: String
    /// Older apps must update before they can be used.
    public let minimumSupported: String

    /// Both `1.0.0`: every app of the first release is current.
    public static let current = AppVersions(uncheckedLatest: "1.0.0", minimumSupported: "1.0.0")

    /// Versions from settings; nil unless both are `major.minor.patch` and the minimum is not newer
    /// than the latest.
    public init?(latest: String, minimumSupported: String) {
        guard let newest = Self.parts(latest), let oldest = Self.parts(minimumSupported),
              !newest.lexicographicallyPrecedes(oldest)
        else { return nil }
        self.init(uncheckedLatest: latest, minimumSupported: minimumSupported)
    }

    private init(uncheckedLatest latest: String, minimumSupported: String) {
        self.latest = latest
        self.minimumSupported = minimumSupported
    }

    /// `[1, 2, 3]` for `1.2.3`; nil for anything else.
    public static func parts(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return nil
        }
        return parts.compactMap { Int($0) }
    }
}
