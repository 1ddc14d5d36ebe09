import Foundation

/// An amount as the gateway sends it: integer minor units, never a float.
struct MoneyDTO: Decodable, Sendable {
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
        (try? Date(createdAt, strategy: .iso8601))
            ?? (try? Date(createdAt, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }
}

/// The payload of `GET /v1/transactions`: one page, newest first.
struct TransactionPageDTO: Decodable, Sendable {
    let items: [TransactionDTO]
    let nextCursor: String?
}
