extension SettingsUseCaseNameSpace {
    /// Business errors of the settings (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The auto-lock time asked for is not one of `autoLockChoices`.
        case unsupportedAutoLock
        /// The choice could not be kept on this device.
        case notSaved
    }
}
