import Foundation
import GatewayCore

/// A transaction as `GET /v1/transactions` lists it; `amount` is negative for debits.
struct TransactionPayload: Encodable, Sendable {
    let id: String
    let accountId: String
    let amount: MoneyPayload
    let description: String
    let counterpartyName: String
    let createdAt: Date

    init(_ record: AccountTransactionRecord) {
        id = record.id.map(String.init) ?? ""
        accountId = record.accountId
        amount = MoneyPayload(minorUnits: record.amountMinorUnits, currency: record.currency)
        description = record.description
        counterpartyName = record.counterpartyName
        createdAt = record.createdAt
    }
}
