import Foundation
import GRDB

/// An `idempotencyRecord` row: the answer given to a user's first request with a key, and the
/// fingerprint of that request.
struct IdempotencyRecord: Codable, FetchableRecord, Sendable {
    var userId: Int64
    var key: String
    /// SHA-256 of the canonical request.
    var requestHash: String
    var statusCode: Int
    /// The exact bytes of the response body.
    var responseBody: Data
    var createdAt: Date
}
