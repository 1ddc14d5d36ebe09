import Foundation

/// Half a year of the demo user's money: salary, rent and bills, a monthly saving, card
/// spending most days and now and then a friend paying back.
struct DemoHistory {
    static let days = 182

    /// A monthly payment on the main account: `cents` is negative for a debit.
    private struct Recurring {
        let dayOfMonth: Int
        let cents: Int64
        let description: String
        let counterparty: String
    }

    private static let recurring = [
        Recurring(dayOfMonth: 1, cents: 348_000, description: "Salary", counterparty: "Nordlicht Software GmbH"),
        Recurring(dayOfMonth: 2, cents: -115_000, description: "Rent", counterparty: "Hausverwaltung Prenzlauer Berg"),
        Recurring(dayOfMonth: 5, cents: -6_840, description: "Electricity", counterparty: "Vattenfall"),
        Recurring(dayOfMonth: 8, cents: -2_999, description: "Mobile plan", counterparty: "Telekom"),
        Recurring(dayOfMonth: 12, cents: -1_099, description: "Music subscription", counterparty: "Spotify"),
        Recurring(dayOfMonth: 15, cents: -3_490, description: "Gym membership", counterparty: "Urban Sports Club"),
        Recurring(dayOfMonth: 18, cents: -1_399, description: "Streaming subscription", counterparty: "Netflix"),
    ]
    private static let savingDay = 3
    private static let monthlySaving: Int64 = 40_000
    private static let interestDay = 28
    private static let paybackReasons = ["Dinner split", "Concert tickets", "Birthday present", "Weekend trip"]

    let main: AccountRecord
    let savings: AccountRecord
    /// People who sometimes pay the user back.
    let friends: [PayeeRecord]

    /// Writes the history into `ledger`, day by day from `start` (a midnight, UTC).
    func write(into ledger: inout DemoLedger, from start: Date, using random: inout SeededRandom) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        ledger.post(125_000, on: main, "Opening balance", counterparty: "PayRed", at: start)
        ledger.post(520_000, on: savings, "Opening balance", counterparty: "PayRed", at: start)
        for day in 0..<Self.days {
            let midnight = start.addingTimeInterval(TimeInterval(day) * 86_400)
            let dayOfMonth = calendar.component(.day, from: midnight)
            for (slot, payment) in Self.recurring.enumerated() where payment.dayOfMonth == dayOfMonth {
                ledger.post(payment.cents, on: main, payment.description, counterparty: payment.counterparty,
                            at: midnight.addingTimeInterval(TimeInterval(5 * 3_600 + slot * 60)))
            }
            if dayOfMonth == Self.savingDay {
                save(Self.monthlySaving, in: &ledger, at: midnight.addingTimeInterval(6 * 3_600))
            }
            spend(in: &ledger, on: midnight, using: &random)
            if random.next(upperBound: 15 as UInt64) == 0, let friend = friends.randomElement(using: &random) {
                ledger.post(Int64.random(in: 1_500...9_000, using: &random), on: main,
                            Self.paybackReasons.randomElement(using: &random)!, counterparty: friend.name,
                            counterpartyIban: friend.iban, at: midnight.addingTimeInterval(21.5 * 3_600))
            }
            if dayOfMonth == Self.interestDay {
                ledger.post(ledger.balances[savings.id, default: 0] / 4_800, on: savings, "Interest",
                            counterparty: "PayRed", at: midnight.addingTimeInterval(23 * 3_600))
            }
        }
    }

    /// One to three card purchases between 07:00 and 21:00.
    private func spend(in ledger: inout DemoLedger, on midnight: Date, using random: inout SeededRandom) {
        let minutes = (0..<Int.random(in: 1...3, using: &random))
            .map { _ in Int.random(in: 7 * 60..<21 * 60, using: &random) }
            .sorted()
        for minute in minutes {
            let merchant = DemoMerchant.everyday.randomElement(using: &random)!
            ledger.post(-Int64.random(in: merchant.cents, using: &random), on: main, merchant.description,
                        counterparty: merchant.name, at: midnight.addingTimeInterval(TimeInterval(minute * 60)))
        }
    }

    /// Moves `cents` from the main account to savings when the main account can afford it.
    private func save(_ cents: Int64, in ledger: inout DemoLedger, at date: Date) {
        guard ledger.canPay(cents, from: main) else { return }
        ledger.post(-cents, on: main, "Monthly saving", counterparty: savings.name, counterpartyIban: savings.iban, at: date)
        ledger.post(cents, on: savings, "Monthly saving", counterparty: main.name, counterpartyIban: main.iban, at: date)
    }
}
