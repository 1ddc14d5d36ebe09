import Foundation

extension ChangeAppPinUseCaseNameSpace {
    /// Why a new PIN is too easy to guess.
    public enum WeakPinReason: Equatable, Sendable {
        /// One digit repeated, like 111111.
        case repeatedDigit
        /// A straight run up or down, like 123456 or 654321.
        case straightRun
    }

    /// Business errors of the PIN change (blueprint §11.2); never HTTP codes. View models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The current PIN is not six digits.
        case invalidOldPinFormat
        /// The new PIN is not six digits.
        case invalidNewPinFormat
        /// The new PIN is too easy to guess.
        case weakPin(WeakPinReason)
        /// The new PIN is the current one.
        case sameAsOldPin
        /// The confirmation differs from the new PIN.
        case confirmationMismatch
        /// The current PIN is wrong; the gateway counts it towards the lockout.
        case wrongOldPin
        /// Too many wrong PINs: the account refuses every PIN until `until`.
        case lockedOut(until: Date)
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session ended and could not be renewed: sign in again.
        case sessionExpired
        /// The secure store of this device could not be read or written.
        case storageFailure
        /// The gateway answered with something the app does not understand.
        case unexpectedResponse
        /// An earlier change is still on its way; this one was not asked.
        case changeOnItsWay
    }
}
