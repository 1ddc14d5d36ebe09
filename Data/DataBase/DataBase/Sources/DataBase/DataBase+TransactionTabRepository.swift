import GRDB
import TransactionTabRepositoryAPI

// MARK: - TransactionTabRepositoryDataBaseDataProtocol

extension DataBase: TransactionTabRepositoryDataBaseDataProtocol {
    public func savedTransactionPages() async throws -> TransactionTabRepositoryNameSpace.SavedTransactionPages? {
        try await read { db in
            guard let pages = try SavedTransactionPagesRecord.fetchOne(db) else { return nil }
            let items = try SavedTransactionRecord.order(Column("position")).fetchAll(db).map {
                TransactionTabRepositoryNameSpace.TransactionRecord(
                    id: $0.id, accountId: $0.accountId, amountMinorUnits: $0.amountMinorUnits, currency: $0.currency,
                    description: $0.description, counterpartyName: $0.counterpartyName, createdAt: $0.createdAt
                )
            }
            return .init(items: items, nextCursor: pages.nextCursor, savedAt: pages.savedAt)
        }
    }

    public func saveTransactionPages(_ pages: TransactionTabRepositoryNameSpace.SavedTransactionPages) async throws {
        try await write { db in
            try SavedTransactionRecord.deleteAll(db)
            for (position, item) in pages.items.enumerated() {
                try SavedTransactionRecord(
                    position: position, id: item.id, accountId: item.accountId, amountMinorUnits: item.amountMinorUnits,
                    currency: item.currency, description: item.description, counterpartyName: item.counterpartyName, createdAt: item.createdAt
                ).insert(db)
            }
            try SavedTransactionPagesRecord(nextCursor: pages.nextCursor, savedAt: pages.savedAt).save(db)
        }
    }
}
