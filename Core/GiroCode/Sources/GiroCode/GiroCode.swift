import IBANRule

/// An EPC QR code payload ("GiroCode"), EPC069-12 "Quick Response Code: Guidelines to Enable
/// Data Capture for the Initiation of a SEPA Credit Transfer", version 002, character set
/// UTF-8. Every value is checked when made, so `payload` always follows the guidelines.
///
/// Lengths are counted in Unicode scalars, as the SEPA XML schemas that carry these elements
/// count characters; empty optional elements count as absent.
public struct GiroCode: Sendable, Equatable {
    /// The most UTF-8 bytes a payload may have.
    public static let maximumPayloadBytes = 331

    /// The beneficiary's IBAN, without whitespace, in capitals.
    public let iban: String
    /// The beneficiary's name, 1…70 scalars.
    public let name: String
    /// The BIC of the beneficiary's bank, in capitals, if given (optional in version 002 within the EEA).
    public let bic: String?
    /// The amount in euro cents, 1…99 999 999 999, if given.
    public let amountInCents: Int?
    /// The purpose code, four capital letters, if given.
    public let purpose: String?
    /// The structured remittance information (such as an ISO 11649 RF creditor reference), ≤ 35 scalars.
    public let reference: String?
    /// The unstructured remittance information, ≤ 140 scalars.
    public let remittanceText: String?
    /// The beneficiary-to-originator information shown to the payer, ≤ 70 scalars.
    public let information: String?

    /// Checks and keeps the data elements. The IBAN, BIC and purpose code may carry
    /// whitespace and small letters, which are dropped and capitalised; the other texts are
    /// kept as they are.
    /// - Throws: the first rule broken, in the order of the parameters, then the payload length.
    public init(
        iban: String,
        name: String,
        bic: String? = nil,
        amountInCents: Int? = nil,
        purpose: String? = nil,
        reference: String? = nil,
        remittanceText: String? = nil,
        information: String? = nil
    ) throws(GiroCodeError) {
        try Self.checkText(name, .name, maximum: 70)
        guard name.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else { throw .nameMissing }
        self.name = name
        self.iban = try Self.checkedIBAN(iban)
        self.bic = try Self.checkedCode(bic, .bic, FieldRules.isBIC, else: .bicMalformed)
        if let amountInCents, !EuroAmount.allowedCents.contains(amountInCents) {
            throw .amountOutOfRange(cents: amountInCents)
        }
        self.amountInCents = amountInCents
        self.purpose = try Self.checkedCode(purpose, .purpose, FieldRules.isPurposeCode, else: .purposeMalformed)
        self.reference = try Self.checkedOptionalText(reference, .reference, maximum: 35)
        self.remittanceText = try Self.checkedOptionalText(remittanceText, .remittanceText, maximum: 140)
        guard self.reference == nil || self.remittanceText == nil else { throw .referenceAndRemittanceText }
        self.information = try Self.checkedOptionalText(information, .information, maximum: 70)
        let byteCount = payload.utf8.count
        guard byteCount <= Self.maximumPayloadBytes else { throw .payloadTooLong(byteCount: byteCount) }
    }

    /// The text to put in the QR code: service tag, version, character set, identification,
    /// BIC, name, IBAN, amount, purpose, structured reference, remittance text, information,
    /// one to a line, separated by line feeds, with empty elements at the end left out.
    public var payload: String {
        let elements = ["BCD", "002", "1", "SCT", bic ?? "", name, iban, amountInCents.map(EuroAmount.text) ?? "",
                        purpose ?? "", reference ?? "", remittanceText ?? "", information ?? ""]
        let last = elements.lastIndex { !$0.isEmpty } ?? 0
        return elements[...last].joined(separator: "\n")
    }

    private static func checkText(_ text: String, _ field: GiroCodeField, maximum: Int) throws(GiroCodeError) {
        if let scalar = FieldRules.forbiddenScalar(in: text) { throw .forbiddenCharacter(field, scalar) }
        let length = text.unicodeScalars.count
        guard length <= maximum else { throw .tooLong(field, length: length, maximum: maximum) }
    }

    private static func checkedOptionalText(_ text: String?, _ field: GiroCodeField, maximum: Int) throws(GiroCodeError) -> String? {
        guard let text, !text.isEmpty else { return nil }
        try checkText(text, field, maximum: maximum)
        return text
    }

    private static func checkedIBAN(_ text: String) throws(GiroCodeError) -> String {
        if let scalar = FieldRules.forbiddenScalar(in: text) { throw .forbiddenCharacter(.iban, scalar) }
        guard IBANRule.isValid(text) else { throw .ibanInvalid }
        return IBANRule.normalised(text)
    }

    private static func checkedCode(
        _ text: String?, _ field: GiroCodeField, _ isValid: ([Unicode.Scalar]) -> Bool, else error: GiroCodeError
    ) throws(GiroCodeError) -> String? {
        guard let text else { return nil }
        if let scalar = FieldRules.forbiddenScalar(in: text) { throw .forbiddenCharacter(field, scalar) }
        let code = FieldRules.compacted(text)
        guard !code.isEmpty else { return nil }
        guard isValid(Array(code.unicodeScalars)) else { throw error }
        return code
    }
}
