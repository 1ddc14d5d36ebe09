/// Text a user gives for others to read (a transfer's description, a payee's name): no control
/// characters (C0, DEL, C1), so no terminal escape sequence, bell or line break can hide in it.
/// The gateway applies the same rule; the use cases apply it before anything is sent.
public enum PlainTextRule {
    /// Whether `text` holds a control character.
    public static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
