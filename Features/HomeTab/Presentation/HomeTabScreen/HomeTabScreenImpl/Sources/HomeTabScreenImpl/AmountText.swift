import HomeTabUseCaseAPI

/// How an amount reads on screen: `1,234.56 EUR`, `-3.50 EUR`, or `••••• EUR` when balances are hidden.
enum AmountText {
    /// The text for `money`; `masked` hides the figure and keeps the currency.
    static func text(_ money: HomeTabUseCaseNameSpace.Money, masked: Bool) -> String {
        guard !masked else { return "••••• \(money.currency)" }
        let digits = minorDigits(of: money.currency)
        let magnitude = money.minorUnits.magnitude
        let scale = UInt64(pow10(digits))
        let whole = grouped(magnitude / scale)
        let cents = String(magnitude % scale)
        let fraction = digits == 0 ? "" : "." + String(repeating: "0", count: digits - cents.count) + cents
        return "\(money.minorUnits < 0 ? "-" : "")\(whole)\(fraction) \(money.currency)"
    }

    /// How many minor digits `currency` has (ISO 4217); two unless known otherwise.
    static func minorDigits(of currency: String) -> Int {
        switch currency {
        case "JPY", "KRW", "ISK", "CLP", "VND": 0
        case "BHD", "KWD", "OMR", "JOD", "TND": 3
        default: 2
        }
    }

    private static func pow10(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * 10 }
    }

    /// `1234567` → `1,234,567`.
    private static func grouped(_ value: UInt64) -> String {
        let digits = Array(String(value))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
