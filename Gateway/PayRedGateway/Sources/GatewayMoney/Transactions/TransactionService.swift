import GatewayContract
import GatewayCore

/// Pages through a user's transactions, newest first, by keyset on the id: a page never shifts
/// when newer transactions arrive.
struct TransactionService: Sendable {
    let database: GatewayDatabase
    /// The keys that sign the cursors handed out and check those sent back.
    let cursorKeys: CursorKeyring

    /// The page `request` asks for, its next cursor signed by `signer`; the cursor is nil when
    /// no older transaction remains.
    /// - Throws: 404 `account_not_found` when `accountId` is not one of the user's accounts.
    func page(of userID: Int64, _ request: TransactionPageRequest, signer: CursorSigner) async throws -> Components.Schemas.TransactionPage {
        let records = try await database.store.read { session in
            var statement: SQLText = "SELECT * FROM accountTransaction WHERE userId = \(userID)"
            if let accountID = request.accountID {
                guard try AccountRecord.owned(accountID, by: userID, in: session) != nil else {
                    throw GatewayError.notFound("account_not_found", "There is no account with that id.")
                }
                statement = statement + " AND accountId = \(accountID)"
            }
            if let search = request.search {
                // Case is ignored in every script: the pattern lowered by Swift, the columns by
                // the engine's Unicode-aware lowering (SQLite's own LIKE folds ASCII only).
                let pattern = "%" + Self.escapedForLike(search.lowercased()) + "%"
                let description = session.dialect.lowercased("description"), counterparty = session.dialect.lowercased("counterpartyName")
                statement = statement + """
                     AND (\(raw: description) LIKE \(pattern) ESCAPE '\\' OR \(raw: counterparty) LIKE \(pattern) ESCAPE '\\')
                    """
            }
            if let cursor = request.cursor {
                statement = statement + " AND id < \(cursor.lastID)"
            }
            return try session.fetchAll(AccountTransactionRecord.self, statement + " ORDER BY id DESC LIMIT \(request.limit + 1)")
        }
        let items = records.prefix(request.limit)
        let hasMore = records.count > request.limit
        return Components.Schemas.TransactionPage(
            items: items.map(Components.Schemas.Transaction.init),
            nextCursor: hasMore ? items.last?.id.map { TransactionCursor(lastID: $0).token(signer: signer) } : nil
        )
    }

    /// The user's transaction `id`.
    /// - Throws: 404 `transaction_not_found` when `id` is not one of the user's transactions
    ///   (another user's included, so an id reveals nothing).
    func transaction(_ id: String, of userID: Int64) async throws -> AccountTransactionRecord {
        // Only the id as the gateway writes it: "+7" or "007" name no transaction.
        guard let rowID = Int64(id), String(rowID) == id, let record = try await database.store.read({ session in
            try session.fetchOne(AccountTransactionRecord.self, "SELECT * FROM accountTransaction WHERE id = \(rowID) AND userId = \(userID)")
        }) else {
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
