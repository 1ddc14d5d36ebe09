import Localization

extension SettingsUseCaseNameSpace {
    /// Everything the SettingsUseCase holds, as one value (blueprint §3.5 Pattern 3): the app's
    /// preferences. Every screen that shows an amount reads `hidesBalances` here, and nowhere else.
    public struct Snapshot: Equatable, Sendable {
        /// The auto-lock settings as kept; nil until `load()` has read them.
        public var settings: Settings?
        /// Whether every amount is masked ("hide balances"), on every screen; always current.
        public var hidesBalances: Bool
        /// The language every screen shows; always current.
        public var language: Language

        /// How every screen shows what it shows: a screen that formats amounts, dates or words
        /// into its state renders again when this changes.
        // cleanarch:ignore api-has-no-implementation -- a projection of two fields, no rule: screens follow it with removeDuplicates
        public var appearance: Appearance {
            Appearance(hidesBalances: hidesBalances, language: language)
        }

        /// Creates a snapshot; the defaults are a use case that has read nothing yet.
        public init(settings: Settings? = nil, hidesBalances: Bool = false, language: Language = .current) {
            self.settings = settings
            self.hidesBalances = hidesBalances
            self.language = language
        }
    }
}
