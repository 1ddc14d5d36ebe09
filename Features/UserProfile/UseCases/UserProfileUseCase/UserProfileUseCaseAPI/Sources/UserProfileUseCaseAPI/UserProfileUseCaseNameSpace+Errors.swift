extension UserProfileUseCaseNameSpace {
    /// Business errors of the UserProfileUseCase (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session ended; the user signs in again.
        case sessionExpired
        /// The profile could not be loaded, or the name not saved.
        case unavailable
        /// A new name has no first name.
        case nameMissing
        /// A part of a new name is longer than `maximum` characters.
        case nameTooLong(maximum: Int)
        /// A new name holds a control, format or separator character.
        case nameHiddenCharacters
    }
}
