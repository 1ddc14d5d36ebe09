import GatewayContract

extension Components.Schemas.Money {
    /// Throws a 400 when the currency is not an ISO 4217 code or the amount is not positive.
    public func validatedPositive() throws -> Components.Schemas.Money {
        guard CurrencyCode.isKnown(currency) else {
            throw GatewayError.badRequest("unknown_currency", "'\(currency)' is not an ISO 4217 currency code.")
        }
        guard minorUnits > 0 else {
            throw GatewayError.badRequest("invalid_amount", "The amount must be greater than zero.")
        }
        return self
    }
}
