import Foundation
import Logging

/// What every controller needs: the database, the clock, sessions, the mode, who hears of sent
/// mail, and the abuse limits with their counters.
public struct GatewayEnvironment: Sendable {
    public let database: GatewayDatabase
    /// The clock; tests inject a fixed or stepping one.
    public let now: @Sendable () -> Date
    public let sessions: SessionStore
    /// Demo mode: seeded data and the dev mailbox route.
    public let isDemo: Bool
    /// Called with every verification mail once its code is committed, in any mode.
    public let mailObserver: (@Sendable (SentMail) -> Void)?
    /// The app versions `GET /v1/app/version` announces.
    public let appVersions: AppVersions
    /// How hard sign-in may be pushed.
    public let abuseLimits: AbuseLimits
    /// Code and PIN attempts per client address (`abuseLimits.attemptsPerClient`).
    public let clientAttempts: AttemptLimiter
    /// The keys that sign and verify cursors, shared by every instance.
    public let cursorKeys: CursorKeyring
    /// Where PIN hashes run (`abuseLimits.pinHashConcurrency`, `pinHashQueueLimit`).
    public let pinHashing: SlowWorkPool
    /// Runs in the write that completes a registration (the user's id, the time), e.g. to open
    /// their first account; a throw rolls the registration back.
    public let onRegistration: (@Sendable (_ userID: Int64, _ now: Date, _ session: any SQLSession) throws -> Void)?
    public let logger: Logger

    /// Creates the environment; `accessTokenLifetime` (seconds) is how long issued access tokens work.
    public init(
        database: GatewayDatabase,
        now: @escaping @Sendable () -> Date = Date.init,
        accessTokenLifetime: TimeInterval = SessionStore.defaultAccessTokenLifetime,
        isDemo: Bool,
        mailObserver: (@Sendable (SentMail) -> Void)? = nil,
        appVersions: AppVersions = .current,
        abuseLimits: AbuseLimits = AbuseLimits(),
        onRegistration: (@Sendable (_ userID: Int64, _ now: Date, _ session: any SQLSession) throws -> Void)? = nil,
        logger: Logger
    ) {
        self.database = database
        self.now = now
        self.sessions = SessionStore(database: database, now: now, accessTokenLifetime: accessTokenLifetime)
        self.isDemo = isDemo
        self.mailObserver = mailObserver
        self.appVersions = appVersions
        self.abuseLimits = abuseLimits
        clientAttempts = AttemptLimiter(store: database.store, limit: abuseLimits.attemptsPerClient, window: abuseLimits.attemptWindow)
        cursorKeys = CursorKeyring(store: database.store)
        pinHashing = SlowWorkPool(concurrency: abuseLimits.pinHashConcurrency, queueLimit: abuseLimits.pinHashQueueLimit)
        self.onRegistration = onRegistration
        self.logger = logger
    }
}
