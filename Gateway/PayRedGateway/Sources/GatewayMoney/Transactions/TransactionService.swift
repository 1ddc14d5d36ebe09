import GatewayCore
import GRDB

/// Pages through a user's transactions, newest first, by keyset on the id: a page never shifts
/// when newer transactions arrive.
struct TransactionService: Sendable {
    let database: GatewayDatabase

    /// The page `request` asks for; its cursor is nil when no older transaction remains.
    func page(of userID: Int64, _ request: TransactionPageRequest) async throws -> TransactionPagePayload {
        let records = try await database.writer.read { db in
            var query = AccountTransactionRecord.filter(Column("userId") == userID)
            if let cursor = request.cursor {
                query = query.filter(Column("id") < cursor.lastID)
            }
            return try query.order(Column("id").desc).limit(request.limit + 1).fetchAll(db)
        }
        let items = records.prefix(request.limit)
        let hasMore = records.count > request.limit
        return TransactionPagePayload(
            items: items.map(TransactionPayload.init),
            nextCursor: hasMore ? items.last?.id.map { TransactionCursor(lastID: $0).token } : nil
        )
    }
}
