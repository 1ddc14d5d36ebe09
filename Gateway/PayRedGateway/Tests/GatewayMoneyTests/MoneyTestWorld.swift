import Foundation
import GatewayCore
import GatewayMoney
import GatewayTesting
import HummingbirdTesting

/// Valid IBANs (ISO 13616 examples) for fixtures.
enum TestIBAN {
    static let main = "DE89370400440532013000"
    static let savings = "DE44500105175407324931"
    static let dollars = "GB82WEST12345698765432"
    static let external = "NL91ABNA0417164300"
    static let friend = "FR1420041010050500013M02606"
    static let other = "BE68539007547034"
}

/// The Money routes on an in-memory gateway, with a signed-in user and fixtures inserted by SQL.
struct MoneyTestWorld: Sendable {
    let harness: GatewayTestHarness
    let userID: Int64
    let token: String

    /// A world whose user, ada@payred.app, has no accounts yet.
    init() async throws {
        harness = try await GatewayTestHarness { routes, environment in
            GatewayMoneyRoutes.register(on: routes, environment: environment)
        }
        (userID, token) = try await harness.signedInUser()
    }

    /// Signs in another user.
    func otherUser(email: String = "eve@payred.app") async throws -> (userID: Int64, token: String) {
        let user = try await harness.signedInUser(email: email)
        return (user.userID, user.accessToken)
    }

    /// Inserts an account for `owner` (the world's user by default), its balance brought in
    /// from another bank through the ledger.
    func addAccount(
        _ id: String,
        iban: String,
        balance: Int64,
        currency: String = "EUR",
        owner: Int64? = nil
    ) async throws {
        let now = harness.environment.now()
        let userID = self.userID
        try await harness.environment.database.store.write { session in
            try session.execute("""
                INSERT INTO account (id, userId, iban, name, currency, balanceMinorUnits, createdAt)
                VALUES (\(id), \(owner ?? userID), \(iban), \("Account \(id)"), \(currency), 0, \(now))
                """)
            try Self.bringIn(balance, to: id, currency: currency, at: now, in: session)
        }
    }

    /// Inserts a card on `accountID` for `owner` (the world's user by default).
    func addCard(_ id: String, accountID: String, frozen: Bool = false, owner: Int64? = nil) async throws {
        let now = harness.environment.now()
        let userID = self.userID
        try await harness.environment.database.store.write { session in
            try session.execute("""
                INSERT INTO card (id, userId, accountId, name, brand, last4, expiryMonth, expiryYear, frozen, createdAt)
                VALUES (\(id), \(owner ?? userID), \(accountID), 'Everyday', 'visa', '4242', 12, 2031, \(frozen), \(now))
                """)
        }
    }

    /// Seeds the Money demo data for `userID`.
    func seedDemo(for userID: Int64) async throws {
        let now = harness.environment.now()
        try await harness.environment.database.store.write { session in
            try GatewayMoneyDemo.seed(in: session, userID: userID, now: now)
        }
    }

    /// The balance of account `id`.
    func balance(_ id: String) async throws -> Int64 {
        try await harness.environment.database.store.read { session in
            try session.value(Int64.self, "SELECT balanceMinorUnits FROM account WHERE id = \(id)") ?? -1
        }
    }

    /// Sets the balance of account `id`, as money arriving from (or leaving for) another bank would.
    func setBalance(_ id: String, to balance: Int64) async throws {
        let now = harness.environment.now()
        try await harness.environment.database.store.write { session in
            guard let row = try session.row("SELECT balanceMinorUnits, currency FROM account WHERE id = \(id)") else { return }
            try Self.bringIn(balance - (row["balanceMinorUnits"] as Int64), to: id, currency: row["currency"], at: now, in: session)
        }
    }

    /// Posts `amount` from the clearing account to account `id`, unless it is zero.
    private static func bringIn(_ amount: Int64, to id: String, currency: String, at date: Date, in session: any SQLSession) throws {
        guard amount != 0 else { return }
        try Ledger.post("outside-\(UUID().uuidString)", [
            .init(.clearing(currency: currency), -amount),
            .init(.customer(id: id), amount),
        ], currency: currency, at: date, in: session)
    }

    /// The ledger check's report on the world's database.
    func ledgerReport() async throws -> LedgerCheck.Report {
        try await harness.environment.database.store.read { session in try LedgerCheck.run(in: session) }
    }

    /// Freezes account `id`, as the bank would.
    func freeze(_ id: String) async throws {
        try await harness.environment.database.store.write { session in
            try session.execute("UPDATE account SET frozen = \(true) WHERE id = \(id)")
        }
    }

    /// Inserts a payee for the world's user.
    func addPayee(_ id: String, name: String, iban: String) async throws {
        let now = harness.environment.now()
        let userID = self.userID
        try await harness.environment.database.store.write { session in
            try session.execute("INSERT INTO payee (id, userId, name, iban, createdAt) VALUES (\(id), \(userID), \(name), \(iban), \(now))")
        }
    }

    /// The number of rows in `table` (a fixed table name).
    func count(_ table: String) async throws -> Int {
        try await harness.environment.database.store.read { session in
            try session.value(Int.self, "SELECT COUNT(*) FROM \(raw: table)") ?? 0
        }
    }

    /// Runs `test` with the in-process client.
    func test(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await harness.test(test)
    }
}
