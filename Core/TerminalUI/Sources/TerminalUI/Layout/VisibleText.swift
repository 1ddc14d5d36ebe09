/// Makes text from data safe to draw: characters that would act on the terminal instead of showing
/// (C0 controls such as ESC, DEL, C1 controls) become visible stand-ins, so data can never move the
/// cursor, clear the screen or change colours; characters that would reorder or hide text (bidi
/// controls, zero-width characters, the BOM, line and paragraph separators) become `�`, so what is
/// shown is what is there, one column each.
///
/// ESC and the other C0 controls become their control pictures (`␛`, `␇`, …), a newline `␤`,
/// DEL `␡`, and C1 controls (U+0080–U+009F) `�`. A joiner inside a character (an emoji's
/// zero-width joiner) is part of what it shows and stays. Every `Cell` applies this to its character.
enum VisibleText {
    /// `character` itself, or its visible stand-in if it is a control or an invisible format character.
    static func character(_ character: Character) -> Character {
        if let first = character.unicodeScalars.first, isInvisibleFormat(first) { return "�" }
        guard character.unicodeScalars.contains(where: isControl) else { return character }
        if character == "\n" || character == "\r\n" { return "␤" }
        // A control character is a grapheme of its own (CR LF aside), so this maps one to one.
        let visible = String(String.UnicodeScalarView(character.unicodeScalars.map(stand)))
        return visible.count == 1 ? Character(visible) : "�"
    }

    /// A format (Cf) or separator (Zl, Zp) scalar: one that starts a character is a grapheme of its own.
    private static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func stand(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x0A: "␤"
        case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "�"
        case 0x7F: "␡"
        case 0x80...0x9F: "�"
        default: scalar
        }
    }
}
