import LockUseCaseAPI
import PinRule

/// The PIN rule (`PinRule`) in the Lock use case's errors.
enum PinStrength {
    /// Why `pin` cannot be a new PIN, or nil when it can.
    static func problem(with pin: String) -> LockUseCaseNameSpace.Errors? {
        switch PinRule.problem(with: pin) {
        case nil: nil
        case .format: .invalidPinFormat
        case .repeatedDigit: .weakPin(.repeatedDigit)
        case .straightRun: .weakPin(.straightRun)
        }
    }
}
