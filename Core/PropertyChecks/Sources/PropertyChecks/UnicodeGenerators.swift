import PropertyBased

/// Generators of the text a hostile or unlucky client may send: any Unicode scalar, weighted
/// towards the ones that break naive code (combining marks, format and bidi controls,
/// separators, surrogate-adjacent and non-BMP scalars, fullwidth digits).
public enum UnicodeGenerators {
    /// One Unicode scalar.
    public static let scalar: Generator<Unicode.Scalar, AnySequence<Any>> = Gen<Unicode.Scalar>.frequency([
        (weight: 3, gen: anyScalar.eraseToAny()),
        (weight: 3, gen: Gen<UInt32>.value(in: 0x20...0x7E).compactMap(Unicode.Scalar.init).eraseToAny()),
        (weight: 2, gen: Gen<UInt32>.value(in: 0x300...0x36F).compactMap(Unicode.Scalar.init).eraseToAny()),
        (weight: 2, gen: Gen<Unicode.Scalar?>.element(of: awkward).compactMap { $0 }.eraseToAny()),
    ]).eraseToAny()

    /// Text of up to `maximum` scalars.
    public static func text(upTo maximum: Int) -> Generator<String, AnySequence<Any>> {
        scalar.array(of: 0...maximum).map(string(of:)).eraseToAny()
    }

    /// Text made mostly of capitals and digits, the shape of an IBAN, with an awkward scalar here and there.
    public static let ibanShapedText: Generator<String, AnySequence<Any>> = Gen<Unicode.Scalar>.frequency([
        (weight: 12, gen: Gen<Unicode.Scalar?>.element(of: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ".unicodeScalars)).compactMap { $0 }.eraseToAny()),
        (weight: 1, gen: scalar.eraseToAny()),
    ]).array(of: 0...36).map(string(of:)).eraseToAny()

    @Sendable private static func string(of scalars: [Unicode.Scalar]) -> String {
        String(String.UnicodeScalarView(scalars))
    }

    private static let anyScalar: Generator<Unicode.Scalar, AnySequence<Any>> = Gen<UInt32>.value(in: 0...0x10FFFF).compactMap(Unicode.Scalar.init).eraseToAny()

    /// Scalars that have broken text handling somewhere: controls, bidi overrides and isolates,
    /// zero-width characters, separators, the BOM, a combining enclosing circle, fullwidth and
    /// Arabic-Indic digits, a private-use scalar, the replacement character and the last scalar.
    private static let awkward: [Unicode.Scalar] = [
        "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}",
        "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{20DD}", "\u{301}",
        "\u{FF11}", "\u{0663}", "\u{E000}", "\u{FFFD}", "\u{10FFFF}", "\u{1F469}", "\u{1F4BB}", "\u{FE0F}", "ß", "ﬀ",
    ]
}

extension UnicodeGenerators {
    /// `local@domain.de` with arbitrary text on both sides of the `@`.
    public static let emailShapedText: Generator<String, AnySequence<Any>> = zip(text(upTo: 12), text(upTo: 12))
        .map { local, domain in "\(local)@\(domain).de" }
        .eraseToAny()
}
