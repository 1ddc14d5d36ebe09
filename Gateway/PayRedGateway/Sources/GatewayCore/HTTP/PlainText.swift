import PlainTextRule

/// `PlainTextRule` as the gateway answers it: text that can be shown on any screen, of a
/// bounded length in Unicode scalars.
public enum PlainText {
    /// Throws a 400 when `PlainTextRule` refuses `text` as `field`: `invalid_characters` for a
    /// control, format or separator character, `tooLongCode` for more than `maximumLength` scalars.
    public static func require(_ text: String, field: String, maximumLength: Int, tooLongCode: String) throws {
        switch PlainTextRule.problem(in: text, maximumLength: maximumLength) {
        case nil:
            return
        case .tooLong(let maximum):
            throw GatewayError.badRequest(tooLongCode, "'\(field)' must be at most \(maximum) characters.")
        case .hiddenCharacters:
            throw GatewayError.badRequest(
                "invalid_characters",
                "'\(field)' must not contain control, format or separator characters (escape sequences, bidi controls, zero-width characters)."
            )
        }
    }
}
