/// Amounts in integer minor units as text, exactly (never through a float).
public enum MoneyText {
    /// How the figure is written.
    public enum Style: Sendable {
        /// `1,234.56 EUR`, `-3.50 EUR`: for people.
        case display
        /// `1234.56`: for files (CSV), without grouping or currency.
        case plain
    }

    /// `minorUnits` of `currency` in `style`; `masked` hides the figure (`••••• EUR`).
    public static func text(_ minorUnits: Int64, currency: String, style: Style = .display, masked: Bool = false) -> String {
        if masked { return "••••• \(currency)" }
        let digits = minorDigits(of: currency)
        let scale = (0..<digits).reduce(UInt64(1)) { value, _ in value * 10 }
        let magnitude = minorUnits.magnitude
        let whole = String(magnitude / scale)
        let cents = String(magnitude % scale)
        let fraction = digits == 0 ? "" : "." + String(repeating: "0", count: digits - cents.count) + cents
        let sign = minorUnits < 0 ? "-" : ""
        switch style {
        case .display: return "\(sign)\(grouped(whole))\(fraction) \(currency)"
        case .plain: return "\(sign)\(whole)\(fraction)"
        }
    }

    /// `text` with every amount written as the app writes them (`1,234.56 EUR`, `-3.50 EUR`, in any
    /// ISO currency) masked as `text(_:currency:masked:)` masks them (`••••• EUR`), for text that
    /// mentions amounts, such as a notification's.
    public static func maskingAmounts(in text: String) -> String {
        // An amount as `text(_:currency:)` writes it in `.display` style.
        let amount = /-?\d{1,3}(?:,\d{3})*(?:\.\d+)? (?<currency>[A-Z]{3})\b/
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

    /// `1234567` → `1,234,567`.
    private static func grouped(_ digits: String) -> String {
        let characters = Array(digits)
        return characters.enumerated().map { index, digit in
            index > 0 && (characters.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
