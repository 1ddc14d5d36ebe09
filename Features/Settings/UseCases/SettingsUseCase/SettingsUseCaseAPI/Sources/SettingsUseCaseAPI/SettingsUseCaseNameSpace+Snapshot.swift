extension SettingsUseCaseNameSpace {
    /// Everything the SettingsUseCase holds, as one value (blueprint §3.5 Pattern 3): the app's
    /// preferences. Every screen that shows an amount reads `hidesBalances` here, and nowhere else.
    public struct Snapshot: Equatable, Sendable {
        /// The auto-lock settings as kept; nil until `load()` has read them.
        public var settings: Settings?
        /// Whether every amount is masked ("hide balances"), on every screen; always current.
        public var hidesBalances: Bool

        /// Creates a snapshot; the defaults are a use case that has read nothing yet.
        public init(settings: Settings? = nil, hidesBalances: Bool = false) {
            self.settings = settings
            self.hidesBalances = hidesBalances
        }
    }
}
