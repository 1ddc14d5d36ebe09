import GatewayCore
import Hummingbird

/// The `Idempotency-Key` header every `POST /v1/transfers` must carry: retrying with the same key
/// and body replays the first answer instead of moving the money again.
struct IdempotencyKey: Sendable {
    /// `HTTPFields.Element` is HTTPTypes' `HTTPField`, which Hummingbird does not re-export by name.
    static let headerName = HTTPFields.Element.Name("Idempotency-Key")!
    static let maxLength = 255

    let value: String

    /// Reads the header of `request`.
    /// - Throws: 400 `missing_idempotency_key` when absent or blank, `invalid_idempotency_key`
    ///   when sent more than once, holding a comma (what joining several headers makes), or
    ///   longer than 255 characters.
    init(_ request: Request) throws {
        let values = request.headers[values: Self.headerName]
        guard values.count <= 1, values.first?.contains(",") != true else {
            throw GatewayError.badRequest("invalid_idempotency_key", "Send exactly one 'Idempotency-Key' header, without commas.")
        }
        guard let value = values.first, !value.allSatisfy(\.isWhitespace) else {
            throw GatewayError.badRequest("missing_idempotency_key", "Send an 'Idempotency-Key' header, unique per transfer.")
        }
        guard value.count <= Self.maxLength else {
            throw GatewayError.badRequest("invalid_idempotency_key", "'Idempotency-Key' must be at most \(Self.maxLength) characters.")
        }
        self.value = value
    }
}
