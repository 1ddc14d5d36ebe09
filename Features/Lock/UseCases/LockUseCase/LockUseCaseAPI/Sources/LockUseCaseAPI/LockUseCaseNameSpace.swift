/// Namespace for the PIN lock's domain models.
public enum LockUseCaseNameSpace {
    /// How many digits a PIN has.
    public static let pinLength = 6
}
