/// The checks on single data elements, on Unicode scalars, so that no input can trap them.
enum FieldRules {
    /// The first scalar of `text` that may not appear in a data element: a control character
    /// (which includes line feed and carriage return, the element separators), a line or
    /// paragraph separator, or a format character (invisible, such as bidirectional overrides
    /// that could disguise a name).
    static func forbiddenScalar(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }

    /// `text` without whitespace and with ASCII letters in capitals, the form of a BIC or purpose code.
    static func compacted(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !scalar.properties.isWhitespace {
            scalars.append(("a"..."z").contains(scalar) ? Unicode.Scalar(scalar.value - 32) ?? scalar : scalar)
        }
        return String(scalars)
    }

    /// Whether `bic` is a BIC (ISO 9362): four letters, two letters, two letters or digits,
    /// and optionally three letters or digits.
    static func isBIC(_ bic: [Unicode.Scalar]) -> Bool {
        (bic.count == 8 || bic.count == 11) && bic.allSatisfy(isCapitalOrDigit) && bic.prefix(6).allSatisfy(isCapital)
    }

    /// Whether `code` is a purpose code: four capital letters (ISO 20022 ExternalPurpose1Code).
    static func isPurposeCode(_ code: [Unicode.Scalar]) -> Bool {
        code.count == 4 && code.allSatisfy(isCapital)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func isCapital(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isCapitalOrDigit(_ scalar: Unicode.Scalar) -> Bool { isDigit(scalar) || isCapital(scalar) }
}
