import Foundation
import GatewayCore

/// The Money area's demo data: two EUR accounts, three cards (one frozen), four payees and half
/// a year of transactions posted to the ledger, whose sums are the balances. Seeded, so every run is the same.
public enum GatewayMoneyDemo {
    /// Inserts the demo data for `userID` inside the seeding transaction.
    public static func seed(in session: any SQLSession, userID: Int64, now: Date) throws {
        var random = SeededRandom(seed: 0x5041_5952_4544)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let start = calendar.startOfDay(for: now).addingTimeInterval(-TimeInterval(DemoHistory.days) * 86_400)

        let main = account("Main account", bban: "100101231234567890", userID: userID, at: start, using: &random)
        let savings = account("Savings", bban: "100101239876543210", userID: userID, at: start, using: &random)
        let payees = [
            ("Maria Schmidt", "DE", "500105175407324931"),
            ("Jonas Weber", "DE", "120300001005332277"),
            ("Sophie Martin", "FR", "20041010050500013M02606"),
            ("Daan de Vries", "NL", "ABNA0417164300"),
        ].enumerated().map { index, payee in
            PayeeRecord(
                id: ResourceID.make("pay", using: &random),
                userId: userID,
                name: payee.0,
                iban: IBAN.make(countryCode: payee.1, bban: payee.2)!.value,
                createdAt: start.addingTimeInterval(TimeInterval(index) * 86_400)
            )
        }

        var ledger = DemoLedger(userID: userID)
        DemoHistory(main: main, savings: savings, friends: payees).write(into: &ledger, from: start, using: &random)

        try main.insert(in: session)
        try savings.insert(in: session)
        let expiry = calendar.component(.year, from: now)
        let cards = [
            ("Everyday card", "visa", "4821", 9, expiry + 3, false),
            ("Online shopping", "mastercard", "7730", 3, expiry + 2, true),
            ("Travel card", "visa", "1596", 11, expiry + 4, false),
        ]
        for (name, brand, last4, month, year, frozen) in cards {
            try CardRecord(
                id: ResourceID.make("card", using: &random), userId: userID, accountId: main.id, name: name, brand: brand,
                last4: last4, expiryMonth: month, expiryYear: year, frozen: frozen, createdAt: start
            ).insert(in: session)
        }
        for payee in payees {
            try payee.insert(in: session)
        }
        for (index, entry) in ledger.entries.enumerated() {
            try entry.inserted(in: session)
            // Demo history is money from and to other banks and merchants: through clearing.
            try Ledger.post("demo-history-\(userID)-\(index)", [
                .init(.customer(id: entry.accountId), entry.amountMinorUnits),
                .init(.clearing(currency: entry.currency), -entry.amountMinorUnits),
            ], currency: entry.currency, at: entry.createdAt, in: session)
        }
    }

    /// A German EUR account with a zero balance, opened at `date`.
    private static func account(
        _ name: String,
        bban: String,
        userID: Int64,
        at date: Date,
        using random: inout SeededRandom
    ) -> AccountRecord {
        AccountRecord(
            id: ResourceID.make("acc", using: &random),
            userId: userID,
            iban: IBAN.make(countryCode: "DE", bban: bban)!.value,
            name: name,
            currency: "EUR",
            balanceMinorUnits: 0,
            createdAt: date
        )
    }
}
