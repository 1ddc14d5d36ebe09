/// The amount the user types, read exactly (never through a float): digits, then optionally one
/// `.` or `,` and one or two decimals. No sign, no exponent, no grouping, no spaces.
enum AmountText {
    /// The decimals an amount may have: the minor units of the gateway's currencies.
    static let decimals = 2

    /// `text` in minor units (`"12.5"` → 1250), or nil when it is not such an amount or too large.
    static func minorUnits(_ text: String) -> Int64? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(isDigit), parts.count <= 2 else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || (1...decimals).contains(fraction.count), fraction.allSatisfy(isDigit) else { return nil }
        let padded = fraction + String(repeating: "0", count: decimals - fraction.count)
        guard let units = Int64(whole), let cents = Int64(padded) else { return nil }
        let (scaled, scaleOverflow) = units.multipliedReportingOverflow(by: 100)
        let (total, sumOverflow) = scaled.addingReportingOverflow(cents)
        return scaleOverflow || sumOverflow ? nil : total
    }

    /// An ASCII digit: other scripts' digits are refused.
    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
