import IBANRule

/// An International Bank Account Number the gateway accepted: `IBANRule`'s electronic form
/// (upper case, no spaces), valid for its country's length and mod-97 check digits.
struct IBAN: Hashable, Sendable, CustomStringConvertible {
    /// The electronic form, e.g. `DE89370400440532013000`.
    let value: String

    var description: String { value }

    /// The paper form, in groups of four: `DE89 3704 0044 0532 0130 00`.
    var grouped: String { IBANRule.grouped(value) }

    /// Parses `text`, ignoring whitespace and letter case; nil when `IBANRule` refuses it.
    init?(_ text: String) {
        guard IBANRule.isValid(text) else { return nil }
        value = IBANRule.normalised(text)
    }

    /// The IBAN of `bban` in `countryCode`, with its check digits computed; nil when malformed.
    static func make(countryCode: String, bban: String) -> IBAN? {
        IBANRule.make(countryCode: countryCode, bban: bban).flatMap(IBAN.init)
    }
}
