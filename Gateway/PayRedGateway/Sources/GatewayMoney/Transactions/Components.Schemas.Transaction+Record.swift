import GatewayContract

extension Components.Schemas.Transaction {
    /// `record` as `GET /v1/transactions` lists it; `amount` is negative for debits.
    init(_ record: AccountTransactionRecord) {
        self.init(
            id: record.id.map(String.init) ?? "",
            accountId: record.accountId,
            amount: .init(minorUnits: record.amountMinorUnits, currency: record.currency),
            description: record.description,
            counterpartyName: record.counterpartyName,
            createdAt: record.createdAt
        )
    }
}
