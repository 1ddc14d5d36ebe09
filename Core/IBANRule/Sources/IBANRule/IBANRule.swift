/// The shape of an IBAN (ISO 13616) and its mod-97 check digits, as the use cases that take one
/// from the user apply it before anything reaches the gateway.
public enum IBANRule {
    /// `text` without spaces, in capitals: the form the gateway takes.
    public static func normalised(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace }).uppercased()
    }

    /// Whether `text` (spaces allowed) is an IBAN whose check digits hold: a country code, two
    /// digits, then 11 to 30 letters or digits, and the whole number modulo 97 is 1.
    public static func isValid(_ text: String) -> Bool {
        let iban = Array(normalised(text).unicodeScalars)
        guard (15...34).contains(iban.count),
              iban[0...1].allSatisfy({ ("A"..."Z").contains($0) }),
              iban[2...3].allSatisfy({ ("0"..."9").contains($0) }),
              iban.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else { return false }
        var remainder = 0
        for scalar in iban[4...] + iban[..<4] {
            // A letter counts as two digits (A = 10 … Z = 35), a digit as itself.
            let value = ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : Int(scalar.value - 55)
            remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97
        }
        return remainder == 1
    }

    /// `text` normalised and grouped in fours for reading, e.g. `DE89 3704 0044 0532 0130 00`.
    public static func grouped(_ text: String) -> String {
        let iban = normalised(text)
        return stride(from: 0, to: iban.count, by: 4).map { offset in
            let start = iban.index(iban.startIndex, offsetBy: offset)
            let end = iban.index(start, offsetBy: 4, limitedBy: iban.endIndex) ?? iban.endIndex
            return String(iban[start..<end])
        }.joined(separator: " ")
    }
}
