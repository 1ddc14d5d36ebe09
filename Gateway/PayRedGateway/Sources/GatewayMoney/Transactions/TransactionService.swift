import GatewayCore
import GRDB

/// Pages through a user's transactions, newest first, by keyset on the id: a page never shifts
/// when newer transactions arrive.
struct TransactionService: Sendable {
    let database: GatewayDatabase
    /// Signs the cursors handed out, and checks those sent back.
    let signer: CursorSigner

    /// The page `request` asks for; its cursor is nil when no older transaction remains.
    /// - Throws: 404 `account_not_found` when `accountId` is not one of the user's accounts.
    func page(of userID: Int64, _ request: TransactionPageRequest) async throws -> TransactionPagePayload {
        let records = try await database.writer.read { db in
            var query = AccountTransactionRecord.filter(Column("userId") == userID)
            if let accountID = request.accountID {
                guard try AccountRecord.owned(accountID, by: userID, in: db.sqlSession) != nil else {
                    throw GatewayError.notFound("account_not_found", "There is no account with that id.")
                }
                query = query.filter(Column("accountId") == accountID)
            }
            if let search = request.search {
                // Case is ignored in every script (SQLite's own LIKE folds ASCII only): both sides
                // lowered by Swift, the column through GRDB's `swiftLowercaseString`.
                let pattern = "%" + Self.escapedForLike(search.lowercased()) + "%"
                query = query.filter(
                    sql: "(swiftLowercaseString(description) LIKE ? ESCAPE '\\' OR swiftLowercaseString(counterpartyName) LIKE ? ESCAPE '\\')",
                    arguments: [pattern, pattern]
                )
            }
            if let cursor = request.cursor {
                query = query.filter(Column("id") < cursor.lastID)
            }
            return try query.order(Column("id").desc).limit(request.limit + 1).fetchAll(db)
        }
        let items = records.prefix(request.limit)
        let hasMore = records.count > request.limit
        return TransactionPagePayload(
            items: items.map(TransactionPayload.init),
            nextCursor: hasMore ? items.last?.id.map { TransactionCursor(lastID: $0).token(signer: signer) } : nil
        )
    }

    /// The user's transaction `id`.
    /// - Throws: 404 `transaction_not_found` when `id` is not one of the user's transactions
    ///   (another user's included, so an id reveals nothing).
    func transaction(_ id: String, of userID: Int64) async throws -> AccountTransactionRecord {
        let record = try await database.writer.read { db in
            // Only the id as the gateway writes it: "+7" or "007" name no transaction.
            try Int64(id).flatMap { String($0) == id ? $0 : nil }.flatMap { rowID in
                try AccountTransactionRecord.filter(Column("userId") == userID && Column("id") == rowID).fetchOne(db)
            }
        }
        guard let record else {
            throw GatewayError.notFound("transaction_not_found", "There is no transaction with that id.")
        }
        return record
    }

    /// `text` with LIKE's wildcards (`%`, `_`) and the escape character taken literally.
    static func escapedForLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
