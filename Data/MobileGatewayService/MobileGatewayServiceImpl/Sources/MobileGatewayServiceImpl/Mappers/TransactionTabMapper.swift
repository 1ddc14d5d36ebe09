import GatewayContract
import TransactionTabRepositoryAPI

/// The contract's answers as the transaction history's remote results.
enum TransactionTabMapper {
    static func page(_ page: Components.Schemas.TransactionPage) -> TransactionTabRepositoryNameSpace.TransactionPageRemoteResult {
        .init(items: page.items.map(transaction), nextCursor: page.nextCursor)
    }

    static func transaction(_ item: Components.Schemas.Transaction) -> TransactionTabRepositoryNameSpace.TransactionRecord {
        .init(
            id: item.id,
            accountId: item.accountId,
            amountMinorUnits: item.amount.minorUnits,
            currency: item.amount.currency,
            description: item.description,
            counterpartyName: item.counterpartyName,
            createdAt: item.createdAt
        )
    }
}
