/// A card as the `/v1/cards` routes return it.
struct CardPayload: Encodable, Sendable {
    let id: String
    let accountId: String
    let name: String
    let brand: String
    let last4: String
    let expiryMonth: Int
    let expiryYear: Int
    let frozen: Bool

    init(_ record: CardRecord) {
        id = record.id
        accountId = record.accountId
        name = record.name
        brand = record.brand
        last4 = record.last4
        expiryMonth = record.expiryMonth
        expiryYear = record.expiryYear
        frozen = record.frozen
    }
}
