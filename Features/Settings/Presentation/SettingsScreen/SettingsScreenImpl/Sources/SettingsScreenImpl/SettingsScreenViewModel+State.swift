import SettingsUseCaseAPI

extension SettingsScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// The auto-lock times offered, as the list shows them, shortest first.
        var autoLockChoices: [String]
        /// The position of the chosen auto-lock time in `autoLockChoices`; nil until the settings are read.
        var selectedAutoLock: Int?
        /// The auto-lock time the list's highlight is on (↑/↓); Enter or Space chooses it.
        var highlightedAutoLock = 0
        /// Whether every amount is masked.
        var hidesBalances = false
        /// Why the last choice was not kept, if it was not.
        var notice: String?
        /// Says the time this launch was given is in force instead of the chosen one, when it was given.
        var autoLockForThisRun: String?
        /// The languages offered, each named in itself.
        var languageChoices: [String] = SettingsUseCaseNameSpace.languageChoices.map(\.name)
        /// The position of the language shown in `languageChoices`; nil until the settings are read.
        var selectedLanguage: Int?
        /// The language the list's highlight is on (↑/↓); Enter or Space chooses it.
        var highlightedLanguage = 0
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Read the settings (on appear).
        case load
        /// Move the list's highlight to this position in `autoLockChoices` (↑/↓), choosing nothing.
        case autoLockHighlighted(Int)
        /// Lock after the auto-lock time at this position in `autoLockChoices` (Enter or Space in the list).
        case autoLockChosen(Int)
        /// Mask or show every amount (Space on the checkbox).
        case hidesBalancesToggled(Bool)
        /// Move the language list's highlight to this position in `languageChoices`, choosing nothing.
        case languageHighlighted(Int)
        /// Show every screen in the language at this position in `languageChoices` (Enter or Space).
        case languageChosen(Int)
        /// Leave the screen (Esc).
        case close
    }
}
