import GatewayCore

/// An account as `GET /v1/accounts` returns it.
struct AccountPayload: Encodable, Sendable {
    let id: String
    let iban: String
    let name: String
    let balance: MoneyPayload

    init(_ record: AccountRecord) {
        id = record.id
        iban = record.iban
        name = record.name
        balance = MoneyPayload(minorUnits: record.balanceMinorUnits, currency: record.currency)
    }
}
