/// The amount the user types, read exactly (never through a float): digits, then optionally a `.`
/// or `,` and one or two decimals; with decimals, the digits may be grouped in threes as the app
/// shows amounts (`1,250.00`, or `1.250,00`). `1,250` alone could mean either, so it is refused.
/// No sign, no exponent, no spaces inside (spaces around it, as a stray Space leaves, are ignored).
public enum AmountText {
    /// The decimals an amount may have: the minor units of the gateway's currencies.
    public static let decimals = 2

    /// `text` in minor units (`"12.5"` → 1250, `"1,250.00"` → 125000), or nil when it is not
    /// such an amount or too large.
    public static func minorUnits(_ text: String) -> Int64? {
        let characters = Array(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        // The decimal separator is the last `.` or `,` when one or two digits follow it.
        let last = characters.lastIndex { $0 == "." || $0 == "," }
        let decimalAt = last.flatMap { (1...decimals).contains(characters.count - $0 - 1) ? $0 : nil }
        let wholeEnd = decimalAt ?? characters.count
        guard let whole = digits(grouped: characters[..<wholeEnd], decimalSeparator: decimalAt.map { characters[$0] }) else { return nil }
        let fraction = decimalAt.map { characters[($0 + 1)...] } ?? []
        guard fraction.allSatisfy(isDigit) else { return nil }
        let padded = String(fraction) + String(repeating: "0", count: decimals - fraction.count)
        guard let units = Int64(whole), let cents = Int64(padded) else { return nil }
        let (scaled, scaleOverflow) = units.multipliedReportingOverflow(by: 100)
        let (total, sumOverflow) = scaled.addingReportingOverflow(cents)
        return scaleOverflow || sumOverflow ? nil : total
    }

    /// The digits of a whole part written plainly, or grouped in threes by one separator that is
    /// not the decimal one when there is one (`1,250` before `.00`); nil otherwise.
    private static func digits(grouped part: ArraySlice<Character>, decimalSeparator: Character?) -> String? {
        let separators = Set(part.filter { !isDigit($0) })
        guard separators.count <= 1 else { return nil }
        guard let separator = separators.first else { return part.isEmpty ? nil : String(part) }
        guard separator == "." || separator == ",", let decimalSeparator, separator != decimalSeparator else { return nil }
        let groups = part.split(separator: separator, omittingEmptySubsequences: false)
        guard let first = groups.first, (1...3).contains(first.count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else {
            return nil
        }
        return String(groups.joined())
    }

    /// An ASCII digit: other scripts' digits are refused.
    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
