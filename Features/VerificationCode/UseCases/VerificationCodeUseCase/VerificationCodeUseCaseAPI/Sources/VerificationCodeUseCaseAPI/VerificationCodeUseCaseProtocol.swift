import Foundation
import Reactive

/// The email verification step (blueprint §3.2): checks the emailed code and sends new ones,
/// no more often than the resend cooldown allows.
public protocol VerificationCodeUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: whether a request is on its way.
    var statePublisher: AnyPublisher<VerificationCodeUseCaseNameSpace.Snapshot, Never> { get }

    /// When a new code for `email` may be asked for: the cooldown counts from the last code
    /// sent (the first call counts from now, the screen opening just after the code was sent).
    func resendAvailableAt(email: String) -> Date

    /// Checks `code` for `email`; returns once it is right (the PIN step comes next).
    /// - Throws: `.invalidCodeFormat` (nothing was sent), `.requestOnItsWay` while a request is in
    ///   flight, else why the code was not accepted.
    func verify(email: String, code: String) async throws(VerificationCodeUseCaseNameSpace.Errors)

    /// Sends a new code to `email`, replacing the previous one.
    /// - Returns: when the next code may be asked for.
    /// - Throws: `.resendNotYetAvailable` during the cooldown (nothing was sent), `.requestOnItsWay`
    ///   while a request is in flight, else why no code was sent.
    func resendCode(email: String) async throws(VerificationCodeUseCaseNameSpace.Errors) -> Date
}
