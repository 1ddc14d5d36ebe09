extension NotificationManagerUseCaseNameSpace {
    /// What a notification tells, for the screen to word in the language shown.
    public enum Message: Equatable, Sendable {
        /// `from` sent `amount`, with the reference they wrote (nil when none).
        case moneyReceived(Money, from: String, reference: String?)
        /// A salary of `amount` arrived from `from`.
        case salaryReceived(Money, from: String)
        /// The card paid `amount` at `at`.
        case cardPaid(Money, at: String)
        /// The account was unlocked on a device it had not seen.
        case newSignIn
        /// Last month's statement is ready.
        case statementReady
        /// The wallet is ready.
        case welcome
        /// A notification written as text before the gateway sent kinds, in the words it had then.
        case text(title: String, body: String)
        /// A kind this app does not know yet (a newer gateway's), or one without its facts.
        case other
    }
}
