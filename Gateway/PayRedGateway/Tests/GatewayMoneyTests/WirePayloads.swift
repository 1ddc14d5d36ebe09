import Foundation
import GatewayCore

/// The wire formats the Money routes answer with, decoded as a client would.
struct AccountWire: Decodable, Equatable {
    let id: String
    let iban: String
    let name: String
    let balance: MoneyPayload
}

struct CardWire: Decodable, Equatable {
    let id: String
    let accountId: String
    let name: String
    let brand: String
    let last4: String
    let expiryMonth: Int
    let expiryYear: Int
    let frozen: Bool
}

struct TransactionWire: Decodable, Equatable {
    let id: String
    let accountId: String
    let amount: MoneyPayload
    let description: String
    let counterpartyName: String
    let createdAt: Date
}

struct TransactionPageWire: Decodable {
    let items: [TransactionWire]
    let nextCursor: String?
}

struct TransferWire: Decodable, Equatable {
    let id: String
    let fromAccountId: String
    let toIban: String
    let payeeId: String?
    let amount: MoneyPayload
    let description: String
    let createdAt: Date
}

struct PayeeWire: Decodable, Equatable {
    let id: String
    let name: String
    let iban: String
}
