import GRDB

/// The migrations' SQLite steps, written with GRDB's schema builder; a shipped step is never edited.
extension GatewayMigrations {
    /// GRDB's migrator with every step of `all`, under the same identifiers.
    static var sqliteMigrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in all {
            migrator.registerMigration(migration.identifier, migrate: migration.sqlite)
        }
        return migrator
    }

    /// Users, email verification, registration and sessions. Secrets are stored hashed.
    static func createIdentityTables(_ db: Database) throws {
        try db.create(table: "user") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("email", .text).notNull().unique().collate(.nocase)
            table.column("status", .text).notNull()  // pending | registered
            table.column("firstName", .text).notNull().defaults(to: "")
            table.column("lastName", .text).notNull().defaults(to: "")
            table.column("profileImageName", .text)
            table.column("pinHash", .blob)  // PBKDF2-SHA256
            table.column("pinSalt", .blob)
            table.column("pinRounds", .integer)
            table.column("failedPinAttempts", .integer).notNull().defaults(to: 0)
            table.column("lockoutLevel", .integer).notNull().defaults(to: 0)
            table.column("lockedUntil", .datetime)
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "loginChallenge") { table in
            table.primaryKey("tokenHash", .text)
            table.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            table.column("codeHash", .text).notNull()
            table.column("failedAttempts", .integer).notNull().defaults(to: 0)
            table.column("expiresAt", .datetime).notNull()
            table.column("consumedAt", .datetime)
        }
        try db.create(table: "registrationToken") { table in
            table.primaryKey("tokenHash", .text)
            table.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            table.column("expiresAt", .datetime).notNull()
            table.column("consumedAt", .datetime)
        }
        try db.create(table: "session") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("userId", .integer).notNull().indexed().references("user", onDelete: .cascade)
            table.column("accessTokenHash", .text).notNull().unique()
            table.column("refreshTokenHash", .text).notNull().unique()
            table.column("accessExpiresAt", .datetime).notNull()
            table.column("refreshExpiresAt", .datetime).notNull()
            table.column("revokedAt", .datetime)
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "devMailbox") { table in
            table.primaryKey("email", .text).collate(.nocase)
            table.column("code", .text).notNull()
            table.column("sentAt", .datetime).notNull()
        }
    }

    /// Accounts, cards, transactions, transfers, idempotency records and payees.
    /// Money is integer minor units; a balance can never go negative.
    static func createMoneyTables(_ db: Database) throws {
        try db.create(table: "account") { table in
            table.primaryKey("id", .text)
            table.column("userId", .integer).notNull().indexed().references("user", onDelete: .cascade)
            table.column("iban", .text).notNull().unique()
            table.column("name", .text).notNull()
            table.column("currency", .text).notNull()
            table.column("balanceMinorUnits", .integer).notNull().check { $0 >= 0 }
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "card") { table in
            table.primaryKey("id", .text)
            table.column("userId", .integer).notNull().indexed().references("user", onDelete: .cascade)
            table.column("accountId", .text).notNull().references("account", onDelete: .cascade)
            table.column("name", .text).notNull()
            table.column("brand", .text).notNull()
            table.column("last4", .text).notNull()
            table.column("expiryMonth", .integer).notNull()
            table.column("expiryYear", .integer).notNull()
            table.column("frozen", .boolean).notNull().defaults(to: false)
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "transfer") { table in
            table.primaryKey("id", .text)
            table.column("userId", .integer).notNull().indexed().references("user", onDelete: .cascade)
            table.column("fromAccountId", .text).notNull().references("account")
            table.column("toIban", .text).notNull()
            table.column("payeeId", .text)
            table.column("amountMinorUnits", .integer).notNull().check { $0 > 0 }
            table.column("currency", .text).notNull()
            table.column("description", .text).notNull()
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "accountTransaction") { table in
            table.autoIncrementedPrimaryKey("id")  // newest first = highest id first; the cursor
            table.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            table.column("accountId", .text).notNull().indexed().references("account", onDelete: .cascade)
            table.column("amountMinorUnits", .integer).notNull()  // signed: debits are negative
            table.column("currency", .text).notNull()
            table.column("description", .text).notNull()
            table.column("counterpartyName", .text).notNull()
            table.column("counterpartyIban", .text)
            table.column("transferId", .text).references("transfer")
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "accountTransaction_user_id", on: "accountTransaction", columns: ["userId", "id"])
        try db.create(table: "idempotencyRecord") { table in
            table.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            table.column("key", .text).notNull()
            table.column("requestHash", .text).notNull()
            table.column("statusCode", .integer).notNull()
            table.column("responseBody", .blob).notNull()
            table.column("createdAt", .datetime).notNull()
            table.primaryKey(["userId", "key"])
        }
        try db.create(table: "payee") { table in
            table.primaryKey("id", .text)
            table.column("userId", .integer).notNull().indexed().references("user", onDelete: .cascade)
            table.column("name", .text).notNull()
            table.column("iban", .text).notNull()
            table.column("createdAt", .datetime).notNull()
            table.uniqueKey(["userId", "iban"])
        }
    }

    /// Profile favourites and notifications.
    static func createAppTables(_ db: Database) throws {
        try db.create(table: "favourite") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("userId", .integer).notNull().indexed().references("user", onDelete: .cascade)
            table.column("name", .text).notNull()
            table.column("imageName", .text).notNull()
        }
        try db.create(table: "notification") { table in
            table.primaryKey("id", .text)
            table.column("userId", .integer).notNull().indexed().references("user", onDelete: .cascade)
            table.column("title", .text).notNull()
            table.column("body", .text).notNull()
            table.column("createdAt", .datetime).notNull()
            table.column("readAt", .datetime)
        }
    }

    /// A favourite may name the payee it pays; deleting the payee unlinks it.
    static func linkFavouritesToPayees(_ db: Database) throws {
        try db.alter(table: "favourite") { table in
            table.add(column: "payeeId", .text).references("payee", onDelete: .setNull)
        }
    }

    /// Sessions renewed from one sign-in share a family, so reusing a spent refresh token can end
    /// them all; each existing session starts a family of its own.
    static func addSessionFamilies(_ db: Database) throws {
        try db.alter(table: "session") { table in
            table.add(column: "familyId", .text)
        }
        try db.execute(sql: "UPDATE session SET familyId = 'session-' || id")
        try db.create(index: "session_familyId", on: "session", columns: ["familyId"])
    }

    /// An account may be frozen (by the bank): no money leaves it.
    static func addAccountFreeze(_ db: Database) throws {
        try db.alter(table: "account") { table in
            table.add(column: "frozen", .boolean).notNull().defaults(to: false)
        }
    }

    /// The double-entry ledger: every movement is legs on ledger accounts that sum to zero.
    /// Existing statements become movements: legs with the same transfer are one movement, any
    /// imbalance (money that left for or came from another bank) goes to the clearing account, and
    /// a balance its statements do not explain gets an opening movement from clearing.
    static func createLedger(_ db: Database) throws {
        try db.create(table: "ledgerEntry") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("movementId", .text).notNull().indexed()
            table.column("ledgerAccount", .text).notNull().indexed()
            table.column("amountMinorUnits", .integer).notNull()
            table.column("currency", .text).notNull()
            table.column("createdAt", .datetime).notNull()
        }
        let clearing = LedgerAccount.clearingPrefix
        try db.execute(sql: """
            INSERT INTO ledgerEntry (movementId, ledgerAccount, amountMinorUnits, currency, createdAt)
            SELECT COALESCE(transferId, 'statement-' || id), accountId, amountMinorUnits, currency, createdAt
            FROM accountTransaction ORDER BY id;
            INSERT INTO ledgerEntry (movementId, ledgerAccount, amountMinorUnits, currency, createdAt)
            SELECT movementId, '\(clearing)' || currency, -SUM(amountMinorUnits), currency, MAX(createdAt)
            FROM ledgerEntry GROUP BY movementId, currency HAVING SUM(amountMinorUnits) != 0;
            CREATE TEMP TABLE opening AS
            SELECT account.id AS accountId, account.currency AS currency, account.createdAt AS createdAt,
                   account.balanceMinorUnits - COALESCE(SUM(ledgerEntry.amountMinorUnits), 0) AS amount
            FROM account LEFT JOIN ledgerEntry ON ledgerEntry.ledgerAccount = account.id
            GROUP BY account.id HAVING amount != 0;
            INSERT INTO ledgerEntry (movementId, ledgerAccount, amountMinorUnits, currency, createdAt)
            SELECT 'opening-' || accountId, accountId, amount, currency, createdAt FROM opening;
            INSERT INTO ledgerEntry (movementId, ledgerAccount, amountMinorUnits, currency, createdAt)
            SELECT 'opening-' || accountId, '\(clearing)' || currency, -amount, currency, createdAt FROM opening;
            DROP TABLE opening;
            """)
    }

    /// Each user's events for the live stream, in commit order.
    static func createUserEvents(_ db: Database) throws {
        try db.create(table: "userEvent") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("userId", .integer).notNull().references("user", onDelete: .cascade)
            table.column("type", .text).notNull()
            table.column("data", .text).notNull()
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "userEvent_user_id", on: "userEvent", columns: ["userId", "id"])
    }

    /// What a notification tells of, as a PayRed link the app opens (nil: nothing to open).
    static func addNotificationLinks(_ db: Database) throws {
        try db.alter(table: "notification") { table in
            table.add(column: "link", .text)
        }
    }

    /// What every gateway instance must agree on: the cursor-signing keys, and the attempt
    /// counters of the per-client limit.
    static func createSharedState(_ db: Database) throws {
        try db.create(table: "cursorKey") { table in
            table.primaryKey("id", .text)
            table.column("secret", .blob).notNull()
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "attemptWindow") { table in
            table.primaryKey("clientKey", .text)
            table.column("windowStart", .datetime).notNull().indexed()
            table.column("attempts", .integer).notNull()
        }
    }

    /// What a notification tells, as a kind and its arguments the app words in its language;
    /// the notifications written before keep their text as kind `message`.
    static func addNotificationKinds(_ db: Database) throws {
        try db.alter(table: "notification") { table in
            table.add(column: "kind", .text).notNull().defaults(to: "message")
            table.add(column: "amountMinorUnits", .integer)
            table.add(column: "currency", .text)
            table.add(column: "counterparty", .text)
            table.add(column: "reference", .text)
        }
    }
}
