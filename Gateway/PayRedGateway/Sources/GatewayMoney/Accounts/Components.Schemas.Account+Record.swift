import GatewayContract

extension Components.Schemas.Account {
    /// `record` as `GET /v1/accounts` lists it.
    init(_ record: AccountRecord) {
        self.init(
            id: record.id,
            iban: record.iban,
            name: record.name,
            balance: .init(minorUnits: record.balanceMinorUnits, currency: record.currency)
        )
    }
}
