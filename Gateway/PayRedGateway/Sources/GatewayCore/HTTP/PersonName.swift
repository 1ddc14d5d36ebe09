import PlainTextRule

/// `PersonNameRule` as the gateway answers it.
public enum PersonName {
    /// The trimmed name, or a 400: `invalid_name` for a missing first name or a part too long,
    /// `invalid_characters` for a control, format or separator character.
    public static func require(firstName: String, lastName: String) throws -> (firstName: String, lastName: String) {
        switch PersonNameRule.problem(firstName: firstName, lastName: lastName) {
        case nil:
            return PersonNameRule.normalised(firstName: firstName, lastName: lastName)
        case .firstNameMissing, .tooLong:
            throw GatewayError.badRequest("invalid_name", "'firstName' must be 1 to \(PersonNameRule.maximumLength) characters, 'lastName' at most \(PersonNameRule.maximumLength).")
        case .hiddenCharacters:
            throw GatewayError.badRequest(
                "invalid_characters",
                "A name must not contain control, format or separator characters (escape sequences, bidi controls, zero-width characters)."
            )
        }
    }
}
