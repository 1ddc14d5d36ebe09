/// Namespace for the PIN change's domain models (blueprint §3.4, §8).
public enum ChangeAppPinUseCaseNameSpace {
    /// How many digits a PIN has.
    public static let pinLength = 6
}
