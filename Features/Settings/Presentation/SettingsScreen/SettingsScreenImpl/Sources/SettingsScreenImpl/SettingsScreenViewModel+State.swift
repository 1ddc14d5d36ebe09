extension SettingsScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// The auto-lock times offered, as the list shows them, shortest first.
        var autoLockChoices: [String]
        /// The position of the chosen auto-lock time in `autoLockChoices`; nil until the settings are read.
        var selectedAutoLock: Int?
        /// Whether every amount is masked.
        var hidesBalances = false
        /// Why the last choice was not kept, if it was not.
        var notice: String?
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Read the settings (on appear).
        case load
        /// Lock after the auto-lock time at this position in `autoLockChoices` (↑/↓ in the list).
        case autoLockChosen(Int)
        /// Mask or show every amount (Space on the checkbox).
        case hidesBalancesToggled(Bool)
        /// Leave the screen (Esc).
        case close
    }
}
