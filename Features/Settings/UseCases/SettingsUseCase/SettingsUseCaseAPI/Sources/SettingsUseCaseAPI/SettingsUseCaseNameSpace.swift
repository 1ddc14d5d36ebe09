/// Namespace for the settings' domain models (blueprint §3.4, §8).
public enum SettingsUseCaseNameSpace {
    /// The auto-lock times offered, in minutes without a key press, shortest first.
    public static let autoLockChoices = [1, 2, 5, 10, 15]
    /// The auto-lock time, in minutes, until the user chooses one.
    public static let defaultAutoLockMinutes = 5
}
