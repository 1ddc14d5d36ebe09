/// The one rule for text a user gives for others to read (a transfer's description, a payee's
/// name), shared by the app's use cases and the gateway.
///
/// Plain text holds no character that acts instead of showing: no control character (Cc: C0,
/// DEL, C1, so no escape sequence, bell or line break), no format character (Cf: bidi overrides
/// and isolates, zero-width characters, the byte-order mark), no line or paragraph separator
/// (Zl, Zp). The one exception is the zero-width joiner inside an emoji sequence (👩‍💻), which
/// joins two pictures and hides nothing. Length is counted in Unicode scalars, so a letter
/// cannot carry an unbounded tail of combining marks, and a text of `n` scalars is at most
/// `4 × n` bytes of UTF-8.
public enum PlainTextRule {
    /// Why a text is refused.
    public enum Problem: Error, Equatable, Sendable {
        /// More than `maximum` Unicode scalars.
        case tooLong(maximum: Int)
        /// A control, format or separator character (see the type's documentation).
        case hiddenCharacters
    }

    /// `text` without the whitespace and line breaks around it: the form both sides keep.
    public static func normalised(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The length the rule counts: Unicode scalars.
    public static func length(of text: String) -> Int {
        text.unicodeScalars.count
    }

    /// Why `text` may not be kept, or nil: at most `maximumLength` scalars, none of them hidden.
    public static func problem(in text: String, maximumLength: Int) -> Problem? {
        // Counting stops past the limit, so a huge text costs no more than a long one.
        guard text.unicodeScalars.prefix(maximumLength + 1).count <= maximumLength else {
            return .tooLong(maximum: maximumLength)
        }
        return hasHiddenCharacters(text) ? .hiddenCharacters : nil
    }

    /// Whether `text` holds a control, format or separator character other than an emoji's
    /// zero-width joiner.
    public static func hasHiddenCharacters(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.contains { index in
            switch scalars[index].properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            case .format: !isEmojiJoiner(at: index, in: scalars)
            default: false
            }
        }
    }

    /// Whether `scalars[index]` is U+200D between two parts of an emoji sequence.
    private static func isEmojiJoiner(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard scalars[index] == "\u{200D}", index > 0, index + 1 < scalars.count else { return false }
        let before = scalars[index - 1]
        let after = scalars[index + 1]
        return (before == "\u{FE0F}" || isPictograph(before)) && isPictograph(after)
    }

    /// An emoji that is not also an ASCII character (digits, `#` and `*` have the property).
    private static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.isEmoji
    }
}
