import GatewayContract

extension Components.Schemas.Payee {
    /// `record` as the `/v1/payees` routes return it.
    init(_ record: PayeeRecord) {
        self.init(id: record.id, name: record.name, iban: record.iban)
    }
}
