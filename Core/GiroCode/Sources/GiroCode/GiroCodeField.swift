/// A data element of an EPC QR code that the caller supplies.
public enum GiroCodeField: Sendable, Hashable, CaseIterable {
    /// AT-21, the beneficiary's name.
    case name
    /// AT-20, the beneficiary's IBAN.
    case iban
    /// AT-23, the BIC of the beneficiary's bank.
    case bic
    /// AT-44, the purpose code.
    case purpose
    /// AT-05, structured remittance information (a creditor reference).
    case reference
    /// AT-05, unstructured remittance information.
    case remittanceText
    /// The beneficiary-to-originator information shown to the payer.
    case information
}
