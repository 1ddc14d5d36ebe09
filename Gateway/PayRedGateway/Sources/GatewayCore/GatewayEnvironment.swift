import Foundation
import Logging

/// What every controller needs: the database, the clock, sessions and the mode.
public struct GatewayEnvironment: Sendable {
    public let database: GatewayDatabase
    /// The clock; tests inject a fixed or stepping one.
    public let now: @Sendable () -> Date
    public let sessions: SessionStore
    /// Demo mode: seeded data and the dev mailbox route.
    public let isDemo: Bool
    public let logger: Logger

    public init(database: GatewayDatabase, now: @escaping @Sendable () -> Date = Date.init, isDemo: Bool, logger: Logger) {
        self.database = database
        self.now = now
        self.sessions = SessionStore(database: database, now: now)
        self.isDemo = isDemo
        self.logger = logger
    }
}
