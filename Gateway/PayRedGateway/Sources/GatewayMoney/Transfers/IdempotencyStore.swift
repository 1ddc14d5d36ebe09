import Foundation
import GatewayCore

/// Runs a request at most once per user and key. Everything happens inside the caller's write
/// transaction: SQLite runs one at a time, and PostgreSQL's loser of a race on one key fails on
/// the key's primary key and is retried by its engine, finding the winner's answer (ADR 0016).
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
        in session: any SQLSession,
        operation: () throws -> IdempotentResponse
    ) throws -> IdempotentResponse {
        if let stored = try session.fetchOne(
            IdempotencyRecord.self, "SELECT * FROM idempotencyRecord WHERE userId = \(userID) AND key = \(key.value)"
        ) {
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
            response = try session.savepoint(operation)
        } catch let rejection as GatewayError {
            response = try IdempotentResponse(rejection)
        }
        try session.execute("""
            INSERT INTO idempotencyRecord (userId, key, requestHash, statusCode, responseBody, createdAt)
            VALUES (\(userID), \(key.value), \(fingerprint), \(response.status.code), \(response.body), \(now))
            """)
        return response
    }
}
