extension DeepLinkUseCaseNameSpace {
    /// Why a link cannot be opened (blueprint §11.2).
    public enum Errors: Error, Equatable, Sendable {
        /// Not a `payred://` link.
        case notAPayRedLink
        /// Longer than any PayRed link: over `maximum` characters.
        case tooLong(maximum: Int)
        /// A `payred://` link to a place PayRed does not have.
        case unknownPlace
        /// A payment request without its `iban`.
        case missingIBAN
        /// A payment request whose `iban` is not a valid IBAN.
        case invalidIBAN
        /// A payment request whose `amount` is not an amount (`12.50`) above zero and at most
        /// `maximum` (in minor units).
        case invalidAmount(maximum: Int64)
        /// A field given twice, or one a payment request does not have.
        case unexpectedField(String)
        /// A payment request in a currency PayRed accounts do not hold (they are in EUR).
        case unsupportedCurrency(String)
        /// A card or transaction id that cannot be one.
        case invalidID
    }
}
