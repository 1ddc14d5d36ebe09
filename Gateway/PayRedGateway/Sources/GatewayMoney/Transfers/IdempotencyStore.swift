import Foundation
import GatewayCore
import GRDB

/// Runs a request at most once per user and key. Everything happens inside the caller's write
/// transaction, and GRDB serialises writes, so two racing requests with one key cannot both run.
struct IdempotencyStore: Sendable {
    /// The stored answer for `key` when `fingerprint` matches its first request; otherwise runs
    /// `operation` (in a savepoint, so a rejected request leaves no trace but its answer) and
    /// stores its answer, success or business-rule rejection alike.
    /// - Throws: 422 `idempotency_key_reused` when the key came with a different request.
    func respond(
        userID: Int64,
        key: IdempotencyKey,
        fingerprint: String,
        now: Date,
        in db: Database,
        operation: (Database) throws -> IdempotentResponse
    ) throws -> IdempotentResponse {
        if let stored = try IdempotencyRecord.fetchOne(db, key: ["userId": userID, "key": key.value]) {
            guard stored.requestHash == fingerprint else {
                throw GatewayError.unprocessable(
                    "idempotency_key_reused",
                    "This Idempotency-Key was already used for a different request."
                )
            }
            return IdempotentResponse(status: .init(code: stored.statusCode), body: stored.responseBody)
        }
        let response: IdempotentResponse
        do {
            var outcome: IdempotentResponse?
            try db.inSavepoint {
                outcome = try operation(db)
                return .commit
            }
            response = outcome!  // set: inSavepoint returned, so operation did not throw
        } catch let rejection as GatewayError {
            response = try IdempotentResponse(rejection)
        }
        try IdempotencyRecord(
            userId: userID,
            key: key.value,
            requestHash: fingerprint,
            statusCode: response.status.code,
            responseBody: response.body,
            createdAt: now
        ).insert(db)
        return response
    }
}
