import Foundation

/// ISO 4217 currency codes.
public enum CurrencyCode {
    private static let known = Set(Locale.commonISOCurrencyCodes)

    /// Whether `code` is an upper-case ISO 4217 code.
    public static func isKnown(_ code: String) -> Bool {
        known.contains(code)
    }
}
