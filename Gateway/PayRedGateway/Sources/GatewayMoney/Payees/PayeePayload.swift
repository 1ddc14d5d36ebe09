/// A payee as the `/v1/payees` routes return it.
struct PayeePayload: Encodable, Sendable {
    let id: String
    let name: String
    let iban: String

    init(_ record: PayeeRecord) {
        id = record.id
        name = record.name
        iban = record.iban
    }
}
