import Foundation

/// Why a `GatewayConfiguration` cannot run.
public enum GatewayConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The access token lifetime is not more than 0 and at most `GatewayConfiguration.maximumAccessTokenLifetime`.
    case invalidAccessTokenLifetime(TimeInterval)
    /// A version is not `major.minor.patch`, or the minimum is newer than the latest.
    case invalidVersions(latest: String, minimum: String)
    /// The idle timeout is not more than 0 and at most an hour.
    case invalidIdleTimeout(TimeInterval)

    public var description: String {
        switch self {
        case .invalidAccessTokenLifetime(let seconds):
            "The access token lifetime must be more than 0 and at most "
                + "\(Int(GatewayConfiguration.maximumAccessTokenLifetime)) seconds, got \(seconds)."
        case .invalidVersions(let latest, let minimum):
            "The app versions must be major.minor.patch with the minimum not newer than the latest, got latest \(latest) and minimum \(minimum)."
        case .invalidIdleTimeout(let seconds):
            "The idle timeout must be more than 0 and at most 3600 seconds, got \(seconds)."
        }
    }
}
