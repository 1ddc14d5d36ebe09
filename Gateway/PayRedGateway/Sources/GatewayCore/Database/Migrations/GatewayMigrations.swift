import GRDB

/// The gateway's schema as one ordered list of steps, each with its SQL per engine (ADR 0016).
/// A shipped step is never edited; a change is a new step at the end.
enum GatewayMigrations {
    /// One step: its identifier (recorded once applied) and how each engine takes it.
    struct Migration: Sendable {
        let identifier: String
        let sqlite: @Sendable (Database) throws -> Void
        let postgres: String
    }

    static let all: [Migration] = [
        Migration(identifier: "v1-identity", sqlite: createIdentityTables, postgres: Postgres.identityTables),
        Migration(identifier: "v1-money", sqlite: createMoneyTables, postgres: Postgres.moneyTables),
        Migration(identifier: "v1-app", sqlite: createAppTables, postgres: Postgres.appTables),
        Migration(identifier: "v2-favourite-payee", sqlite: linkFavouritesToPayees, postgres: Postgres.favouritePayee),
        Migration(identifier: "v3-account-frozen", sqlite: addAccountFreeze, postgres: Postgres.accountFrozen),
        Migration(identifier: "v4-session-family", sqlite: addSessionFamilies, postgres: Postgres.sessionFamily),
        Migration(identifier: "v5-ledger", sqlite: createLedger, postgres: Postgres.ledger),
        Migration(identifier: "v6-user-events", sqlite: createUserEvents, postgres: Postgres.userEvents),
        Migration(identifier: "v7-notification-link", sqlite: addNotificationLinks, postgres: Postgres.notificationLink),
        Migration(identifier: "v8-shared-state", sqlite: createSharedState, postgres: Postgres.sharedState),
        Migration(identifier: "v9-notification-kind", sqlite: addNotificationKinds, postgres: Postgres.notificationKind),
    ]
}
