extension SettingsUseCaseNameSpace {
    /// The user's settings on this device.
    public struct Settings: Equatable, Sendable {
        /// Minutes without a key press before PayRed locks itself; one of `autoLockChoices`.
        public var autoLockMinutes: Int
        /// Whether every amount is masked ("hide balances"), on every screen.
        public var hidesBalances: Bool
        /// The auto-lock time this launch was given (`payred --auto-lock-after`), in force instead
        /// of `autoLockMinutes` until the app quits; nil when none was given.
        public var autoLockForThisRun: Duration?

        /// Creates the settings.
        public init(autoLockMinutes: Int, hidesBalances: Bool, autoLockForThisRun: Duration? = nil) {
            self.autoLockMinutes = autoLockMinutes
            self.hidesBalances = hidesBalances
            self.autoLockForThisRun = autoLockForThisRun
        }
    }
}
