import Foundation

/// Why a `GatewayConfiguration` cannot run.
public enum GatewayConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The access token lifetime is not more than 0 and at most `GatewayConfiguration.maximumAccessTokenLifetime`.
    case invalidAccessTokenLifetime(TimeInterval)

    public var description: String {
        switch self {
        case .invalidAccessTokenLifetime(let seconds):
            "The access token lifetime must be more than 0 and at most "
                + "\(Int(GatewayConfiguration.maximumAccessTokenLifetime)) seconds, got \(seconds)."
        }
    }
}
