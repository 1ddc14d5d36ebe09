extension SettingsUseCaseNameSpace {
    /// The user's auto-lock settings on this device.
    public struct Settings: Equatable, Sendable {
        /// Minutes without a key press before PayRed locks itself; one of `autoLockChoices`.
        public var autoLockMinutes: Int
        /// The auto-lock time this launch was given (`payred --auto-lock-after`), in force instead
        /// of `autoLockMinutes` until the app quits; nil when none was given.
        public var autoLockForThisRun: Duration?

        /// Creates the settings.
        public init(autoLockMinutes: Int, autoLockForThisRun: Duration? = nil) {
            self.autoLockMinutes = autoLockMinutes
            self.autoLockForThisRun = autoLockForThisRun
        }
    }
}
