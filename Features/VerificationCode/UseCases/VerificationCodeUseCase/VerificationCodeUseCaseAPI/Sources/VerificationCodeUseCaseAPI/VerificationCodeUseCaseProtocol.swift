import Foundation
import Reactive

/// The email verification step (blueprint §3.2): checks the emailed code and sends new ones,
/// no more often than the resend cooldown allows.
public protocol VerificationCodeUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: where the last check and the last request
    /// for a new code stand.
    var statePublisher: AnyPublisher<VerificationCodeUseCaseNameSpace.Snapshot, Never> { get }

    /// When a new code for `email` may be asked for: the cooldown counts from the last code
    /// sent (the first call counts from now, the screen opening just after the code was sent).
    func resendAvailableAt(email: String) -> Date

    /// Checks `code` for `email`; the snapshot's `verification` says where it stands (`done`: the
    /// PIN step comes next). Ignored while a request is in flight; nothing is thrown.
    func verify(email: String, code: String) async

    /// Sends a new code to `email`, replacing the previous one; the snapshot's `resend` says where
    /// it stands (`resendNotYetAvailable` during the cooldown) and `nextResendAt` when the next may
    /// be asked for. Ignored while a request is in flight; nothing is thrown.
    func resendCode(email: String) async
}
