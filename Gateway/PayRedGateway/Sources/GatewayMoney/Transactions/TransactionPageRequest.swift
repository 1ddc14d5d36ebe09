import Foundation
import GatewayCore
import Hummingbird
import PlainTextRule

/// The query of `GET /v1/transactions`: `limit` (1…200, default 50), an optional `cursor`, and
/// the optional filters `q` (text in the description or counterparty, any case) and `accountId`.
struct TransactionPageRequest: Sendable {
    static let defaultLimit = 50
    static let limitRange = 1...200
    static let maxSearchLength = 100

    let limit: Int
    /// Nil for the first (newest) page.
    let cursor: TransactionCursor?
    /// Trimmed search text; nil for none.
    let search: String?
    /// Only this account's transactions; nil for all of the user's accounts.
    let accountID: String?

    /// Reads the query of `request`; empty parameters count as absent.
    /// - Throws: 400 `invalid_limit`, `invalid_cursor` or `invalid_query`.
    init(_ request: Request, signer: CursorSigner) throws {
        let query = request.uri.queryParameters
        if let text = query.get("limit"), !text.isEmpty {
            guard let limit = Int(text), Self.limitRange.contains(limit) else {
                throw GatewayError.badRequest("invalid_limit", "'limit' must be a whole number from 1 to 200.")
            }
            self.limit = limit
        } else {
            limit = Self.defaultLimit
        }
        if let token = query.get("cursor"), !token.isEmpty {
            guard let cursor = TransactionCursor(token: token, signer: signer) else {
                throw GatewayError.badRequest("invalid_cursor", "'cursor' is not a cursor this gateway returned.")
            }
            self.cursor = cursor
        } else {
            cursor = nil
        }
        let search = PlainTextRule.normalised(query.get("q") ?? "")
        guard PlainTextRule.problem(in: search, maximumLength: Self.maxSearchLength) == nil else {
            throw GatewayError.badRequest(
                "invalid_query", "'q' must be at most \(Self.maxSearchLength) characters of text, without control, format or separator characters."
            )
        }
        self.search = search.isEmpty ? nil : search
        let accountID = query.get("accountId") ?? ""
        self.accountID = accountID.isEmpty ? nil : accountID
    }
}
