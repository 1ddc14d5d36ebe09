import LockUseCaseAPI

/// The rule for PINs: six ASCII digits, not one repeated digit, not a straight run up or down.
enum PinStrength {
    /// Whether `pin` has the PIN's shape (six ASCII digits), whatever its strength.
    static func isWellFormed(_ pin: String) -> Bool {
        pin.count == LockUseCaseNameSpace.pinLength && pin.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Throws why `pin` cannot be a new PIN, if it cannot.
    static func check(_ pin: String) throws {
        guard isWellFormed(pin) else { throw LockUseCaseNameSpace.Errors.invalidPinFormat }
        let digits = pin.compactMap(\.wholeNumberValue)
        let steps = Set(zip(digits, digits.dropFirst()).map { $1 - $0 })
        if steps == [0] { throw LockUseCaseNameSpace.Errors.weakPin(.repeatedDigit) }
        if steps == [1] || steps == [-1] { throw LockUseCaseNameSpace.Errors.weakPin(.straightRun) }
    }
}
