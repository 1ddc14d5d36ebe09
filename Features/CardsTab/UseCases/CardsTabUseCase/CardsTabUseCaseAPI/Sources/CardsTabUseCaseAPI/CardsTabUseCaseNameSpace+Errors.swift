extension CardsTabUseCaseNameSpace {
    /// Business errors of the CardsTabUseCase (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session ended; the user signs in again.
        case sessionExpired
        /// The cards could not be loaded.
        case unavailable
        /// The card is not one of the user's (any more).
        case cardNotFound
        /// The gateway refused the freeze or unfreeze; `reason` is its message.
        case changeRefused(reason: String)
        /// A change to the card is already on its way; this one was not asked.
        case changeOnItsWay
    }
}
