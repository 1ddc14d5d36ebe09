extension SettingsUseCaseNameSpace {
    /// The user's settings on this device.
    public struct Settings: Equatable, Sendable {
        /// Minutes without a key press before PayRed locks itself; one of `autoLockChoices`.
        public var autoLockMinutes: Int
        /// Whether every amount is masked ("hide balances"), on every screen.
        public var hidesBalances: Bool

        /// Creates the settings.
        public init(autoLockMinutes: Int, hidesBalances: Bool) {
            self.autoLockMinutes = autoLockMinutes
            self.hidesBalances = hidesBalances
        }
    }
}
