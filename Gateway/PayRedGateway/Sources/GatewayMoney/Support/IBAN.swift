/// An International Bank Account Number in electronic form: upper case, no spaces, with a
/// valid ISO 13616 mod-97 checksum.
struct IBAN: Hashable, Sendable, CustomStringConvertible {
    /// The electronic form, e.g. `DE89370400440532013000`.
    let value: String

    var description: String { value }

    /// Parses `text`, ignoring spaces and letter case; nil when it is not a well-formed IBAN.
    init?(_ text: String) {
        let compact = text.filter { $0 != " " }.uppercased()
        let characters = Array(compact)
        guard (15...34).contains(characters.count),
              characters[0...1].allSatisfy(\.isASCIIUppercaseLetter),
              characters[2...3].allSatisfy(\.isASCIIDigit),
              characters[4...].allSatisfy({ $0.isASCIIDigit || $0.isASCIIUppercaseLetter }),
              Self.remainder(of: characters[4...] + characters[0...3]) == 1
        else { return nil }
        value = compact
    }

    /// The IBAN for `bban` (upper-case alphanumeric) in `countryCode` (two upper-case letters),
    /// with its check digits computed; nil when the parts are malformed.
    static func make(countryCode: String, bban: String) -> IBAN? {
        guard bban.allSatisfy({ $0.isASCIIDigit || $0.isASCIIUppercaseLetter }),
              countryCode.count == 2, countryCode.allSatisfy(\.isASCIIUppercaseLetter)
        else { return nil }
        let checkDigits = 98 - remainder(of: Array(bban + countryCode + "00"))
        let padded = checkDigits < 10 ? "0\(checkDigits)" : "\(checkDigits)"
        return IBAN(countryCode + padded + bban)
    }

    /// The number formed by replacing each letter with 10…35, modulo 97, computed digit by digit.
    /// - Precondition: every character is an ASCII digit or upper-case letter.
    private static func remainder(of characters: some Sequence<Character>) -> Int {
        characters.reduce(0) { remainder, character in
            let value = character.isASCIIDigit
                ? Int(character.asciiValue! - 48)
                : Int(character.asciiValue! - 55)
            return (remainder * (value < 10 ? 10 : 100) + value) % 97
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
    var isASCIIUppercaseLetter: Bool { ("A"..."Z").contains(self) }
}
