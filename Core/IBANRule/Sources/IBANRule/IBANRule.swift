/// The one rule for an IBAN (ISO 13616), shared by the app's use cases and the gateway: a
/// country the registry lists, that country's length, letters and digits only, and mod-97
/// check digits. It works on Unicode scalars, so no input, however strange, can trap it.
public enum IBANRule {
    /// `text` without whitespace, in capitals: the form the gateway takes and stores.
    public static func normalised(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !$0.properties.isWhitespace })
        return String(scalars).uppercased()
    }

    /// Whether `text` (whitespace and letter case forgiven) is an IBAN: a country code the
    /// registry lists, two check digits, the country's length in letters and digits, and the
    /// whole number modulo 97 is 1.
    public static func isValid(_ text: String) -> Bool {
        let iban = Array(normalised(text).unicodeScalars)
        guard iban.count >= 4, iban.allSatisfy(isAlphanumeric),
              iban[0...1].allSatisfy(isLetter), iban[2...3].allSatisfy(isDigit),
              IBANCountryLengths.length(of: String(String.UnicodeScalarView(iban[0...1]))) == iban.count
        else { return false }
        return remainder(of: iban[4...] + iban[..<4]) == 1
    }

    /// The IBAN of `bban` (letters and digits) in `countryCode`, with its check digits
    /// computed; nil unless the result is valid (a listed country, that country's length).
    public static func make(countryCode: String, bban: String) -> String? {
        let scalars = Array((bban + countryCode + "00").unicodeScalars)
        guard scalars.allSatisfy(isAlphanumeric) else { return nil }
        let checkDigits = 98 - remainder(of: scalars)
        let iban = countryCode + (checkDigits < 10 ? "0" : "") + String(checkDigits) + bban
        return isValid(iban) && iban == normalised(iban) ? iban : nil
    }

    /// `text` normalised and grouped in fours for reading, e.g. `DE89 3704 0044 0532 0130 00`.
    public static func grouped(_ text: String) -> String {
        let iban = Array(normalised(text))
        return stride(from: 0, to: iban.count, by: 4)
            .map { String(iban[$0..<min($0 + 4, iban.count)]) }
            .joined(separator: " ")
    }

    /// The number formed by reading each letter as 10…35, modulo 97, computed digit by digit.
    /// - Precondition: every scalar is an ASCII digit or upper-case letter.
    private static func remainder(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { remainder, scalar in
            let value = isDigit(scalar) ? Int(scalar.value) - 48 : Int(scalar.value) - 55
            return (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool { isDigit(scalar) || isLetter(scalar) }
}
