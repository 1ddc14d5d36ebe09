import Foundation

extension LockUseCaseNameSpace {
    /// Why a PIN is too easy to guess.
    public enum WeakPinReason: Equatable, Sendable {
        /// One digit repeated, like 111111.
        case repeatedDigit
        /// A straight run up or down, like 123456 or 654321.
        case straightRun
    }

    /// Business errors of the PIN lock; never HTTP codes.
    public enum Errors: Error, Equatable, Sendable {
        /// The name has no first name.
        case nameMissing
        /// A part of the name is longer than `maximum` characters.
        case nameTooLong(maximum: Int)
        /// The name holds a control, format or separator character.
        case nameHiddenCharacters
        /// The PIN is not six digits.
        case invalidPinFormat
        /// The new PIN is too easy to guess.
        case weakPin(WeakPinReason)
        /// The confirmation differs from the new PIN.
        case pinMismatch
        /// The PIN is wrong; `attemptsLeft` more wrong PINs lock the account (nil when the gateway does not say).
        case wrongPin(attemptsLeft: Int?)
        /// Too many wrong PINs: unlocking is refused until `until`.
        case lockedOut(until: Date)
        /// The sign-up is no longer valid: start again with the email.
        case signUpExpired
        /// The gateway refuses more attempts from this device for a moment, or is too busy checking PINs.
        case tryLater
        /// The gateway could not be reached.
        case networkUnavailable
        /// The gateway answered with something the app does not understand.
        case unexpectedResponse
        /// The session could not be kept on the device.
        case storageFailure
        /// An earlier request (creating the PIN, unlocking) is still on its way; this one was not sent.
        case requestOnItsWay
    }
}
