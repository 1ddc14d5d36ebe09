import Foundation

/// The demo statements being written: account transactions in time order, with running
/// balances that never go negative.
struct DemoLedger {
    let userID: Int64
    private(set) var entries: [AccountTransactionRecord] = []
    private(set) var balances: [String: Int64] = [:]

    init(userID: Int64) {
        self.userID = userID
    }

    /// Whether `account` can pay `cents`.
    func canPay(_ cents: Int64, from account: AccountRecord) -> Bool {
        balances[account.id, default: 0] >= cents
    }

    /// Posts `cents` (negative for a debit) unless it would overdraw `account`.
    mutating func post(
        _ cents: Int64,
        on account: AccountRecord,
        _ description: String,
        counterparty: String,
        counterpartyIban: String? = nil,
        at date: Date
    ) {
        guard cents >= 0 || canPay(-cents, from: account) else { return }
        balances[account.id, default: 0] += cents
        entries.append(AccountTransactionRecord(
            id: nil,
            userId: userID,
            accountId: account.id,
            amountMinorUnits: cents,
            currency: account.currency,
            description: description,
            counterpartyName: counterparty,
            counterpartyIban: counterpartyIban,
            transferId: nil,
            createdAt: date
        ))
    }
}
