/// Why an EPC QR code payload could not be made: one case for each rule of EPC069-12.
public enum GiroCodeError: Error, Sendable, Equatable {
    /// The beneficiary's name is empty or only whitespace.
    case nameMissing
    /// `field` has `length` Unicode scalars, more than its `maximum`.
    case tooLong(GiroCodeField, length: Int, maximum: Int)
    /// `field` holds `scalar`, a control character, a line or paragraph separator or an
    /// invisible format character (such as a bidirectional override), none of which may appear.
    case forbiddenCharacter(GiroCodeField, Unicode.Scalar)
    /// The IBAN, without whitespace, is not one (`IBANRule`: a listed country, its length in
    /// letters and digits, and check digits that hold).
    case ibanInvalid
    /// The BIC is not four letters (bank), two letters (country), two letters or digits
    /// (location) and optionally three more (branch).
    case bicMalformed
    /// The amount in cents is outside 1…99 999 999 999 (EUR 0.01 to 999 999 999.99).
    case amountOutOfRange(cents: Int)
    /// The purpose code is not four letters.
    case purposeMalformed
    /// Both a structured reference and remittance text were given; only one may be.
    case referenceAndRemittanceText
    /// The payload has `byteCount` UTF-8 bytes, more than the 331 allowed.
    case payloadTooLong(byteCount: Int)
}
