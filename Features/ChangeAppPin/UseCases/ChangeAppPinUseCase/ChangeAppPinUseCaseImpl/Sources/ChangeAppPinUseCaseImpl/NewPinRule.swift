import ChangeAppPinUseCaseAPI
import PinRule

/// The rules a PIN change must pass before anything is sent, in the PIN change's errors.
enum NewPinRule {
    /// Throws the first reason why `oldPin` cannot be replaced by `newPin` confirmed by `confirmation`.
    /// - Throws: `.invalidOldPinFormat`, `.invalidNewPinFormat`, `.weakPin`, `.sameAsOldPin` or
    ///   `.confirmationMismatch` (`ChangeAppPinUseCaseNameSpace.Errors`).
    static func check(oldPin: String, newPin: String, confirmation: String) throws(ChangeAppPinUseCaseNameSpace.Errors) {
        guard PinRule.isWellFormed(oldPin) else { throw .invalidOldPinFormat }
        switch PinRule.problem(with: newPin) {
        case nil: break
        case .format: throw .invalidNewPinFormat
        case .repeatedDigit: throw .weakPin(.repeatedDigit)
        case .straightRun: throw .weakPin(.straightRun)
        }
        guard newPin != oldPin else { throw .sameAsOldPin }
        guard confirmation == newPin else { throw .confirmationMismatch }
    }
}
