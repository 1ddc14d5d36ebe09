import Foundation

/// An amount as the gateway sends and takes it: integer minor units, never a float.
struct MoneyDTO: Codable, Sendable {
    let minorUnits: Int64
    let currency: String
}

/// An item of `GET /v1/accounts`.
struct AccountDTO: Decodable, Sendable {
    let id: String
    let iban: String
    let name: String
    let balance: MoneyDTO
}

/// An item of `GET /v1/transactions`.
struct TransactionDTO: Decodable, Sendable {
    let id: String
    let accountId: String
    let amount: MoneyDTO
    let description: String
    let counterpartyName: String
    /// ISO 8601, e.g. `2026-11-23T08:00:00Z` (with or without fractional seconds).
    let createdAt: String

    /// `createdAt` as a date; nil when the gateway sent something else.
    var date: Date? {
        GatewayDate.date(from: createdAt)
    }
}

/// The payload of `GET /v1/transactions`: one page, newest first.
struct TransactionPageDTO: Decodable, Sendable {
    let items: [TransactionDTO]
    let nextCursor: String?
}

/// An item of `GET /v1/payees`, also the payload of `POST /v1/payees`.
struct PayeeDTO: Decodable, Sendable {
    let id: String
    let name: String
    let iban: String
}

/// How the gateway writes instants: ISO 8601, with or without fractional seconds.
enum GatewayDate {
    /// `text` as a date; nil when it is not one.
    static func date(from text: String) -> Date? {
        (try? Date(text, strategy: .iso8601))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }
}
