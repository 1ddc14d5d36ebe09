import Localization

/// Amounts in integer minor units as text, exactly (never through a float), written as the
/// language shown writes them: `1,234.56 EUR` in English, `1.234,56 EUR` in German.
public enum MoneyText {
    /// How the figure is written.
    public enum Style: Sendable {
        /// `1,234.56 EUR`, `-3.50 EUR` (`1.234,56 EUR`, `-3,50 EUR` in German): for people.
        case display
        /// `1234.56`: for files (CSV), without grouping or currency.
        case plain
        /// `1234.56` (`1234,56` in German): as a person types it in an amount field.
        case input
    }

    /// `minorUnits` of `currency` in `style` and `language` (the one shown unless given); `masked`
    /// hides the figure (`••••• EUR`).
    public static func text(
        _ minorUnits: Int64, currency: String, style: Style = .display, masked: Bool = false, in language: Language = .current
    ) -> String {
        if masked { return "••••• \(currency)" }
        let digits = minorDigits(of: currency)
        let scale = (0..<digits).reduce(UInt64(1)) { value, _ in value * 10 }
        let magnitude = minorUnits.magnitude
        let whole = String(magnitude / scale)
        let cents = String(magnitude % scale)
        // The minor digits, zero-padded (`05`); none for a currency without minor units.
        let minor = digits == 0 ? nil : String(repeating: "0", count: digits - cents.count) + cents
        let sign = minorUnits < 0 ? "-" : ""
        switch style {
        case .display:
            let (group, decimal) = separators(of: language)
            return "\(sign)\(grouped(whole, by: group))\(minor.map { "\(decimal)\($0)" } ?? "") \(currency)"
        case .plain:
            return "\(sign)\(whole)\(minor.map { ".\($0)" } ?? "")"
        case .input:
            return "\(sign)\(whole)\(minor.map { "\(separators(of: language).decimal)\($0)" } ?? "")"
        }
    }

    /// `text` with every amount written as the app writes them in either language (`1,234.56 EUR`,
    /// `-3,50 EUR`, in any ISO currency) masked as `text(_:currency:masked:)` masks them (`••••• EUR`), for text that
    /// mentions amounts, such as a notification's.
    public static func maskingAmounts(in text: String) -> String {
        // An amount as `text(_:currency:)` writes it in `.display` style.
        let amount = /-?\d{1,3}(?:[,.]\d{3})*(?:[.,]\d+)? (?<currency>[A-Z]{3})\b/
        return text.replacing(amount) { match in "••••• \(match.output.currency)" }
    }

    /// How many minor digits `currency` has (ISO 4217); two unless known otherwise.
    public static func minorDigits(of currency: String) -> Int {
        switch currency {
        case "JPY", "KRW", "ISK", "CLP", "VND": 0
        case "BHD", "KWD", "OMR", "JOD", "TND": 3
        default: 2
        }
    }

    /// The thousands and decimal separators `language` writes.
    private static func separators(of language: Language) -> (group: Character, decimal: Character) {
        switch language {
        case .english: (",", ".")
        case .german: (".", ",")
        }
    }

    /// `1234567` → `1,234,567` with `separator` `,`.
    private static func grouped(_ digits: String, by separator: Character) -> String {
        let characters = Array(digits)
        return characters.enumerated().map { index, digit in
            index > 0 && (characters.count - index) % 3 == 0 ? "\(separator)\(digit)" : "\(digit)"
        }.joined()
    }
}
