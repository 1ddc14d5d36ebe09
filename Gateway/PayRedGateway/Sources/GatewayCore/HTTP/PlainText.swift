/// Text that can be shown on any screen: no control characters (C0, DEL, C1), so no terminal
/// escape sequence, bell or line break can hide in a description or a name.
public enum PlainText {
    /// Whether `text` holds a control character.
    public static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Throws 400 `invalid_characters` naming `field` when `text` holds a control character.
    public static func require(_ text: String, field: String) throws {
        guard !hasControlCharacters(text) else {
            throw GatewayError.badRequest(
                "invalid_characters",
                "'\(field)' must not contain control characters or escape sequences."
            )
        }
    }
}
