import Foundation
import GatewayContract
import GatewayCore

/// A transfer request that passed the checks needing no database: one destination, a
/// valid IBAN, a positive amount in a known currency and a short plain-text description.
struct TransferOrder: Sendable {
    /// Where the money goes.
    enum Destination: Sendable {
        case iban(IBAN)
        case payee(id: String)
    }

    static let maxDescriptionLength = 140

    let fromAccountId: String
    let destination: Destination
    let amount: Components.Schemas.Money
    let description: String
    /// SHA-256 of the canonical request (IBAN normalised, keys sorted): equal for requests
    /// that mean the same transfer, whatever their spacing or key order.
    let fingerprint: String

    /// Validates `request`.
    /// - Throws: 400 `invalid_destination`, `invalid_iban`, `unknown_currency`, `invalid_amount`
    ///   `invalid_description` or `invalid_characters`.
    init(_ request: Components.Schemas.TransferRequest) throws {
        switch (request.toIban, request.payeeId) {
        case (let text?, nil):
            guard let iban = IBAN(text) else {
                throw GatewayError.badRequest("invalid_iban", "'toIban' is not a valid IBAN.")
            }
            destination = .iban(iban)
        case (nil, let payeeID?):
            destination = .payee(id: payeeID)
        default:
            throw GatewayError.badRequest("invalid_destination", "Send exactly one of 'toIban' and 'payeeId'.")
        }
        amount = try request.amount.validatedPositive()
        try PlainText.require(
            request.description, field: "description", maximumLength: Self.maxDescriptionLength, tooLongCode: "invalid_description"
        )
        fromAccountId = request.fromAccountId
        description = request.description
        fingerprint = try Self.fingerprint(of: request, destination: destination)
    }

    private static func fingerprint(of request: Components.Schemas.TransferRequest, destination: Destination) throws -> String {
        let iban: String? = if case .iban(let value) = destination { value.value } else { nil }
        let canonical = Components.Schemas.TransferRequest(
            fromAccountId: request.fromAccountId,
            toIban: iban,
            payeeId: request.payeeId,
            amount: request.amount,
            description: request.description
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return TokenHasher.hash(String(decoding: try encoder.encode(canonical), as: UTF8.self))
    }

    /// What the transfer's transaction waits its turn behind (`SQLStore.write(lockKeys:)`):
    /// every other transfer from or to either of its IBANs, so that two transfers between the same
    /// accounts, in either direction, run one after the other instead of failing each other.
    /// An account or payee that is not the user's gives no key (the transfer will be refused).
    func lockKeys(userID: Int64, in session: any SQLSession) throws -> [String] {
        let source = try session.value(String.self, "SELECT iban FROM account WHERE id = \(fromAccountId) AND userId = \(userID)")
        let target: String? = switch destination {
        case .iban(let iban): iban.value
        case .payee(let id): try session.value(String.self, "SELECT iban FROM payee WHERE id = \(id) AND userId = \(userID)")
        }
        return [source, target].compactMap { $0.map { "iban:\($0)" } }
    }
}
