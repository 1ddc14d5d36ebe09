/// The error-correction level of a QR code (ISO/IEC 18004 §7.5.1): the share of codewords that
/// can be restored, about 7 % (L), 15 % (M), 25 % (Q) or 30 % (H).
public enum ErrorCorrection: Sendable, Hashable, CaseIterable {
    case low, medium, quartile, high

    /// The two bits the format information gives the level (L 01, M 00, Q 11, H 10).
    var formatBits: Int {
        switch self {
        case .low: 0b01
        case .medium: 0b00
        case .quartile: 0b11
        case .high: 0b10
        }
    }
}
