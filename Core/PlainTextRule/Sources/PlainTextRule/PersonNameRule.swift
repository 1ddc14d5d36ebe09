/// The one rule for the name a person shows to others (shared by the app's use cases and the
/// gateway): a first name and an optional last name, each plain text (`PlainTextRule`) of at most
/// `maximumLength` scalars once trimmed. Other people see this name, never the email address.
public enum PersonNameRule {
    /// Why a name is refused.
    public enum Problem: Error, Equatable, Sendable {
        /// The first name is empty once trimmed.
        case firstNameMissing
        /// A part is longer than `maximum` scalars.
        case tooLong(maximum: Int)
        /// A part holds a control, format or separator character.
        case hiddenCharacters
    }

    /// The longest first or last name, in Unicode scalars.
    public static let maximumLength = 50

    /// The name as both sides keep it: each part trimmed.
    public static func normalised(firstName: String, lastName: String) -> (firstName: String, lastName: String) {
        (PlainTextRule.normalised(firstName), PlainTextRule.normalised(lastName))
    }

    /// Why the normalised name may not be kept, or nil.
    public static func problem(firstName: String, lastName: String) -> Problem? {
        let name = normalised(firstName: firstName, lastName: lastName)
        guard !name.firstName.isEmpty else { return .firstNameMissing }
        for part in [name.firstName, name.lastName] {
            switch PlainTextRule.problem(in: part, maximumLength: maximumLength) {
            case .tooLong(let maximum): return .tooLong(maximum: maximum)
            case .hiddenCharacters: return .hiddenCharacters
            case nil: continue
            }
        }
        return nil
    }

    /// "First Last", or the first name alone.
    public static func fullName(firstName: String, lastName: String) -> String {
        let name = normalised(firstName: firstName, lastName: lastName)
        return [name.firstName, name.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
