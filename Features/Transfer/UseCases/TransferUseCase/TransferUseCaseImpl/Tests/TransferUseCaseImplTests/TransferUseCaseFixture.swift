import Synchronization
import TransferUseCaseAPI

/// A user with two EUR accounts and two payees, and a 12.50 EUR dinner transfer to Maria.
enum TransferUseCaseFixture {
    typealias NameSpace = TransferUseCaseNameSpace

    static func eur(_ minorUnits: Int64) -> NameSpace.Money {
        .init(minorUnits: minorUnits, currency: "EUR")
    }

    /// 100.00 EUR.
    static let main = NameSpace.Account(id: "acc-1", name: "Main account", iban: "DE89370400440532013000", balance: eur(10_000))
    /// 500.00 EUR.
    static let savings = NameSpace.Account(id: "acc-2", name: "Savings", iban: "DE02120300000000202051", balance: eur(50_000))
    static let maria = NameSpace.Payee(id: "pay-1", name: "Maria Schmidt", iban: "DE44500105175407324931")
    static let jonas = NameSpace.Payee(id: "pay-2", name: "Jonas Weber", iban: "DE49120300001005332277")

    static let accounts = [main, savings]
    static let payees = [maria, jonas]
    static let loaded = NameSpace.LoadResult(accounts: accounts, payees: payees)

    /// 12.50 EUR from the main account to Maria, for dinner.
    static let dinner = NameSpace.Form(sourceAccountId: "acc-1", destination: .payee(id: "pay-1"), amountText: "12.50", description: "Dinner")
    static let dinnerReview = NameSpace.Review(from: main, to: .init(name: "Maria Schmidt", iban: maria.iban), amount: eur(1_250), description: "Dinner")
    static let dinnerRequest = NameSpace.TransferRequest(fromAccountId: "acc-1", destination: .payee(id: "pay-1"), amount: eur(1_250), description: "Dinner")
    static let dinnerSent = NameSpace.SentTransfer(
        id: "trf-1", fromAccountId: "acc-1", toIban: maria.iban, payeeId: "pay-1", amount: eur(1_250), description: "Dinner"
    )

    /// The dinner as `confirm()` returns it, with the main account's balance read again.
    static func dinnerResult(balanceAfter: NameSpace.Money?) -> NameSpace.TransferResult {
        .init(
            transferId: "trf-1",
            amount: eur(1_250),
            from: main,
            recipient: .init(name: "Maria Schmidt", iban: maria.iban),
            description: "Dinner",
            balanceAfter: balanceAfter
        )
    }
}

/// Idempotency keys `key-1`, `key-2`, … in the order the use case makes them.
final class KeySequence: Sendable {
    private let made = Mutex(0)

    /// How many keys were made.
    var count: Int { made.withLock { $0 } }

    func next() -> String {
        made.withLock { count in
            count += 1
            return "key-\(count)"
        }
    }
}
