import LockUseCaseAPI
import PinRule

/// The PIN rule (`PinRule`) in the Lock use case's errors.
enum PinStrength {
    /// Throws why `pin` cannot be a new PIN, if it cannot.
    static func check(_ pin: String) throws {
        switch PinRule.problem(with: pin) {
        case nil: return
        case .format: throw LockUseCaseNameSpace.Errors.invalidPinFormat
        case .repeatedDigit: throw LockUseCaseNameSpace.Errors.weakPin(.repeatedDigit)
        case .straightRun: throw LockUseCaseNameSpace.Errors.weakPin(.straightRun)
        }
    }
}
