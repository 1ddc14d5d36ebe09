import Localization

extension SettingsUseCaseNameSpace {
    /// The settings that change how every screen draws its content: masked amounts and the
    /// language (its words, amounts and dates).
    public struct Appearance: Equatable, Sendable {
        /// Whether every amount is masked.
        public let hidesBalances: Bool
        /// The language shown.
        public let language: Language

        /// Creates an appearance.
        public init(hidesBalances: Bool, language: Language) {
            self.hidesBalances = hidesBalances
            self.language = language
        }
    }
}
