import Foundation
import GatewayCore

/// A transfer as `POST /v1/transfers` returns it; `payeeId` is absent for a plain IBAN.
struct TransferPayload: Encodable, Sendable {
    let id: String
    let fromAccountId: String
    let toIban: String
    let payeeId: String?
    let amount: MoneyPayload
    let description: String
    let createdAt: Date

    init(_ record: TransferRecord) {
        id = record.id
        fromAccountId = record.fromAccountId
        toIban = record.toIban
        payeeId = record.payeeId
        amount = MoneyPayload(minorUnits: record.amountMinorUnits, currency: record.currency)
        description = record.description
        createdAt = record.createdAt
    }
}
