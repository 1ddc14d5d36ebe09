/// How a text control filters, shows and submits what is typed: all that tells `TextField`,
/// `SecureField` and `OneTimeCodeField` apart when editing.
struct TextInput {
    /// Shows `•` for each character instead of the text.
    var isSecure = false
    /// Characters beyond this count are not inserted.
    var maxLength: Int?
    /// Only ASCII digits are inserted; other characters are ignored.
    var digitsOnly = false
    /// Only typing at the end and Backspace are accepted (no cursor movement), as in a code field.
    var appendsOnly = false
    /// Run by Enter; without it Enter moves focus to the next control.
    var onSubmit: (@MainActor () -> Void)?
    /// Run with the text when typing a character makes it reach `maxLength`.
    var onFilled: (@MainActor (String) -> Void)?

    /// Whether `character` may be inserted into a text of `length` characters.
    func admits(_ character: Character, intoTextOf length: Int) -> Bool {
        if let maxLength, length >= maxLength { return false }
        return !digitsOnly || ("0"..."9").contains(character)
    }

    /// Whether the control edits with `key` at all (other keys are left to the host).
    func edits(with key: Key) -> Bool {
        guard appendsOnly else { return true }
        switch key {
        case .character, .paste, .backspace: return true
        default: return false
        }
    }
}
