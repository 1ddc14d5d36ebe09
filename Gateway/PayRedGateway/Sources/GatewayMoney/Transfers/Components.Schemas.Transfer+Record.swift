import GatewayContract

extension Components.Schemas.Transfer {
    /// `record` as `POST /v1/transfers` returns it; `payeeId` is absent for a plain IBAN.
    init(_ record: TransferRecord) {
        self.init(
            id: record.id,
            fromAccountId: record.fromAccountId,
            toIban: record.toIban,
            payeeId: record.payeeId,
            amount: .init(minorUnits: record.amountMinorUnits, currency: record.currency),
            description: record.description,
            createdAt: record.createdAt
        )
    }
}
