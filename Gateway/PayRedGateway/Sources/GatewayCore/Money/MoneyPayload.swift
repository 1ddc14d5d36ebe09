/// Money on the wire: `{"minorUnits": 1250, "currency": "EUR"}`. Never a float.
public struct MoneyPayload: Codable, Equatable, Sendable {
    /// The amount in the currency's minor units (cents for EUR).
    public let minorUnits: Int64
    /// The ISO 4217 code.
    public let currency: String

    public init(minorUnits: Int64, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Throws a 400 when the currency is not an ISO 4217 code or the amount is not positive.
    public func validatedPositive() throws -> MoneyPayload {
        guard CurrencyCode.isKnown(currency) else {
            throw GatewayError.badRequest("unknown_currency", "'\(currency)' is not an ISO 4217 currency code.")
        }
        guard minorUnits > 0 else {
            throw GatewayError.badRequest("invalid_amount", "The amount must be greater than zero.")
        }
        return self
    }
}
