import GatewayCore
import Hummingbird

/// The query of `GET /v1/transactions`: `limit` (1…200, default 50) and an optional `cursor`.
struct TransactionPageRequest: Sendable {
    static let defaultLimit = 50
    static let limitRange = 1...200

    let limit: Int
    /// Nil for the first (newest) page.
    let cursor: TransactionCursor?

    /// Reads the query of `request`; empty parameters count as absent.
    /// - Throws: 400 `invalid_limit` or `invalid_cursor`.
    init(_ request: Request) throws {
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
            guard let cursor = TransactionCursor(token: token) else {
                throw GatewayError.badRequest("invalid_cursor", "'cursor' is not a cursor this gateway returned.")
            }
            self.cursor = cursor
        } else {
            cursor = nil
        }
    }
}
