/// The rule for PINs, shared by choosing a PIN and changing it: six ASCII digits, not one
/// repeated digit, not a straight run up or down.
public enum PinRule {
    /// How many digits a PIN has.
    public static let length = 6

    /// Why a PIN cannot be chosen.
    public enum Problem: Equatable, Sendable {
        /// Not six ASCII digits.
        case format
        /// One digit six times, e.g. `111111`.
        case repeatedDigit
        /// A straight run up or down, e.g. `123456`.
        case straightRun
    }

    /// Whether `pin` has the PIN's shape (six ASCII digits), whatever its strength.
    public static func isWellFormed(_ pin: String) -> Bool {
        pin.count == length && pin.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Why `pin` cannot be a new PIN, or nil when it can.
    public static func problem(with pin: String) -> Problem? {
        guard isWellFormed(pin) else { return .format }
        let digits = pin.compactMap(\.wholeNumberValue)
        let steps = Set(zip(digits, digits.dropFirst()).map { $1 - $0 })
        if steps == [0] { return .repeatedDigit }
        if steps == [1] || steps == [-1] { return .straightRun }
        return nil
    }
}
