extension PayeesUseCaseNameSpace {
    /// Business errors of the PayeesUseCase (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session ended; the user signs in again.
        case sessionExpired
        /// The payees could not be loaded, or the gateway's answer was not understood.
        case unavailable
        /// The name is empty or longer than `maximumNameLength` once trimmed.
        case invalidName
        /// The name holds control, format or separator characters (`PlainTextRule`).
        case invalidCharacters
        /// The IBAN is malformed or its check digits do not hold.
        case invalidIBAN
        /// The user already has a payee with this IBAN.
        case payeeExists
        /// The payee is not one of the user's (any more).
        case payeeNotFound
        /// The gateway refused the change; `reason` is its message.
        case refused(reason: String)
        /// The same change (an addition, this payee's deletion) is already on its way; this one was not asked.
        case alreadyOnItsWay
    }
}
