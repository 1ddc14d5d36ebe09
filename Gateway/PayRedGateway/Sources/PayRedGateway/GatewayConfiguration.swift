import Foundation
import GatewayCore

/// How to run the gateway.
public struct GatewayConfiguration: Sendable {
    /// How long access tokens work unless configured otherwise: 15 minutes.
    public static let defaultAccessTokenLifetime: TimeInterval = SessionStore.defaultAccessTokenLifetime
    /// The longest access token lifetime allowed: the refresh token's, 30 days.
    public static let maximumAccessTokenLifetime: TimeInterval = SessionStore.refreshTokenLifetime

    /// The address to bind, e.g. `127.0.0.1`.
    public var host: String
    /// The port to bind; 0 picks a free one.
    public var port: Int
    /// Where the data lives: memory, a SQLite file (created if missing) or a PostgreSQL database.
    public var database: DatabaseLocation
    /// How a PostgreSQL database is used: pool size, statement timeout.
    public var postgres: PostgresOptions
    /// Whether to seed demo data into an empty database.
    public var demo: Bool
    /// Seconds an access token issued by unlock, PIN registration or refresh works, and the
    /// session's `expiresIn`; more than 0 and at most `maximumAccessTokenLifetime`. Shorten it
    /// for development and tests.
    public var accessTokenLifetime: TimeInterval
    /// Called with every verification mail the gateway sends (demo mode or not), once its code
    /// is committed; e.g. the app shows the embedded gateway's mail as a banner.
    public var mailObserver: (@Sendable (SentMail) -> Void)?
    /// The newest app version, announced by `GET /v1/app/version` (`major.minor.patch`).
    public var latestVersion: String
    /// The oldest app version that may be used; not newer than `latestVersion`.
    public var minimumVersion: String
    /// Seconds a connection may stay silent (no whole request head, body chunk or request)
    /// before the gateway closes it; this also bounds how long a request's headers may take.
    public var idleTimeout: TimeInterval
    /// How often sign-in may be tried, per address and per client (`AbuseLimits`).
    public var abuseLimits: AbuseLimits

    /// Creates a configuration; the defaults bind an ephemeral loopback port in memory.
    public init(
        host: String = "127.0.0.1",
        port: Int = 0,
        database: DatabaseLocation = .memory,
        postgres: PostgresOptions = PostgresOptions(),
        demo: Bool = false,
        accessTokenLifetime: TimeInterval = GatewayConfiguration.defaultAccessTokenLifetime,
        mailObserver: (@Sendable (SentMail) -> Void)? = nil,
        latestVersion: String = AppVersions.current.latest,
        minimumVersion: String = AppVersions.current.minimumSupported,
        idleTimeout: TimeInterval = 30,
        abuseLimits: AbuseLimits = AbuseLimits()
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.postgres = postgres
        self.demo = demo
        self.accessTokenLifetime = accessTokenLifetime
        self.mailObserver = mailObserver
        self.latestVersion = latestVersion
        self.minimumVersion = minimumVersion
        self.idleTimeout = idleTimeout
        self.abuseLimits = abuseLimits
    }

    /// The versions to announce.
    /// - Throws: `GatewayConfigurationError.invalidVersions` unless both are `major.minor.patch`
    ///   and the minimum is not newer than the latest.
    public func appVersions() throws -> AppVersions {
        guard let versions = AppVersions(latest: latestVersion, minimumSupported: minimumVersion) else {
            throw GatewayConfigurationError.invalidVersions(latest: latestVersion, minimum: minimumVersion)
        }
        return versions
    }

    /// Checks the settings the gateway cannot run with.
    /// - Throws: `GatewayConfigurationError.invalidAccessTokenLifetime` unless the lifetime is
    ///   more than 0 and at most `maximumAccessTokenLifetime` seconds; `invalidIdleTimeout` unless
    ///   the idle timeout is more than 0 and at most an hour; `invalidVersions`; `invalidAbuseLimit`.
    public func validate() throws {
        guard accessTokenLifetime > 0, accessTokenLifetime <= Self.maximumAccessTokenLifetime else {
            throw GatewayConfigurationError.invalidAccessTokenLifetime(accessTokenLifetime)
        }
        guard idleTimeout > 0, idleTimeout <= 3_600 else {
            throw GatewayConfigurationError.invalidIdleTimeout(idleTimeout)
        }
        try abuseLimits.validate()
        _ = try appVersions()
    }
}
