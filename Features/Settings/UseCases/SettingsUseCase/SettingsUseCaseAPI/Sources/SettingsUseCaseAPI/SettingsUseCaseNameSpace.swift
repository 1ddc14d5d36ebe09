import Localization

/// Namespace for the settings' domain models (blueprint §3.4, §8).
public enum SettingsUseCaseNameSpace {
    /// The languages offered, in the order the list shows them.
    public static let languageChoices = Language.allCases
    /// The auto-lock times offered, in minutes without a key press, shortest first.
    public static let autoLockChoices = [1, 2, 5, 10, 15]
    /// The auto-lock time, in minutes, until the user chooses one.
    public static let defaultAutoLockMinutes = 5
}
