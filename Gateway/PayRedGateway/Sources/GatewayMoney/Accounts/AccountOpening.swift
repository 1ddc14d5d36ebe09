import Foundation
import GatewayCore

/// Opens a registered user's first account: a current account in EUR with its own PayRed IBAN
/// (the PayRed bank code and a fresh account number, with correct check digits). In demo mode it
/// starts with a welcome credit from "PayRed Demo", labelled as demo money, so a new user can try
/// everything; otherwise it starts empty.
public enum AccountOpening {
    /// PayRed's German bank code (Bankleitzahl), the first eight digits of every PayRed IBAN's BBAN.
    public static let bankCode = "10010123"
    /// What a demo account starts with: 1,000.00 EUR.
    public static let welcomeCreditMinorUnits: Int64 = 100_000

    /// Opens the first account of `userID`, unless they have one already.
    public static func openFirstAccount(for userID: Int64, withWelcomeCredit: Bool, at now: Date, in session: any SQLSession) throws {
        guard try AccountRecord.owned(by: userID, in: session).isEmpty else { return }
        let credit = withWelcomeCredit ? welcomeCreditMinorUnits : 0
        let account = AccountRecord(
            id: ResourceID.make("acc"),
            userId: userID,
            iban: try freshIBAN(in: session),
            name: "Current account",
            currency: "EUR",
            balanceMinorUnits: 0,
            createdAt: now
        )
        try account.insert(in: session)
        guard credit > 0 else { return }
        try Ledger.post("welcome-\(account.id)", [
            .init(.demoFunding(currency: account.currency), -credit),
            .init(.customer(id: account.id), credit),
        ], currency: account.currency, at: now, in: session)
        try AccountTransactionRecord(
            id: nil,
            userId: userID,
            accountId: account.id,
            amountMinorUnits: credit,
            currency: account.currency,
            description: "Welcome credit (demo money)",
            counterpartyName: "PayRed Demo",
            counterpartyIban: nil,
            transferId: nil,
            createdAt: now
        ).inserted(in: session)
    }

    /// A PayRed IBAN no account holds yet: the bank code and ten random digits.
    private static func freshIBAN(in session: any SQLSession) throws -> String {
        var generator = SystemRandomNumberGenerator()
        while true {
            let number = String(UInt64.random(in: 0..<10_000_000_000, using: &generator))
            let bban = bankCode + String(repeating: "0", count: 10 - number.count) + number
            guard let iban = IBAN.make(countryCode: "DE", bban: bban)?.value else { continue }
            if try session.row("SELECT id FROM account WHERE iban = \(iban)") == nil { return iban }
        }
    }
}
