import GatewayContract

extension Components.Schemas.Card {
    /// `record` as the `/v1/cards` routes return it.
    init(_ record: CardRecord) {
        self.init(
            id: record.id,
            accountId: record.accountId,
            name: record.name,
            brand: record.brand,
            last4: record.last4,
            expiryMonth: record.expiryMonth,
            expiryYear: record.expiryYear,
            frozen: record.frozen
        )
    }
}
