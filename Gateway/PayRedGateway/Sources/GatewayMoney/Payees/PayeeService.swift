import Foundation
import GatewayContract
import GatewayCore
import PlainTextRule

/// A user's payees: list, add (one per IBAN) and delete.
struct PayeeService: Sendable {
    static let maxNameLength = 70

    let database: GatewayDatabase
    let now: @Sendable () -> Date

    /// The user's payees, oldest first.
    func payees(of userID: Int64) async throws -> [PayeeRecord] {
        try await database.store.read { session in try PayeeRecord.owned(by: userID, in: session) }
    }

    /// Adds a payee named `request.name` (normalised: trimmed) for `request.iban` (normalised).
    /// - Throws: 400 `invalid_name`, `invalid_characters` or `invalid_iban`; 409 `payee_exists` when the user already
    ///   has a payee with that IBAN.
    func add(_ request: Components.Schemas.PayeeRequest, for userID: Int64) async throws -> PayeeRecord {
        let name = PlainTextRule.normalised(request.name)
        guard !name.isEmpty else {
            throw GatewayError.badRequest("invalid_name", "'name' must be 1 to \(Self.maxNameLength) characters.")
        }
        try PlainText.require(name, field: "name", maximumLength: Self.maxNameLength, tooLongCode: "invalid_name")
        guard let iban = IBAN(request.iban) else {
            throw GatewayError.badRequest("invalid_iban", "'iban' is not a valid IBAN.")
        }
        let payee = PayeeRecord(id: ResourceID.make("pay"), userId: userID, name: name, iban: iban.value, createdAt: now())
        return try await database.store.write { session in
            guard try session.row("SELECT id FROM payee WHERE userId = \(userID) AND iban = \(iban.value)") == nil else {
                throw GatewayError(status: .conflict, code: "payee_exists", message: "You already have a payee with that IBAN.")
            }
            try payee.insert(in: session)
            return payee
        }
    }

    /// Deletes the user's payee `id`; transfers made to it keep their IBAN.
    /// - Throws: 404 `payee_not_found`.
    func delete(_ id: String, of userID: Int64) async throws {
        let deleted = try await database.store.write { session in
            try session.rows("DELETE FROM payee WHERE id = \(id) AND userId = \(userID) RETURNING id").count
        }
        guard deleted > 0 else {
            throw GatewayError.notFound("payee_not_found", "There is no payee with that id.")
        }
    }
}
