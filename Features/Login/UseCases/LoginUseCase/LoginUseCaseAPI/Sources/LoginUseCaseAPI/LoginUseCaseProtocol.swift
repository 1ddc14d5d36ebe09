import Reactive

/// The Login use case: the input boundary view models call (blueprint §3.2).
///
/// It owns every business rule of signing in: email validation, terms acceptance and the
/// state machine published through `statePublisher`.
public protocol LoginUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<LoginUseCaseNameSpace.States, Never> { get }

    /// Signs in with `email`; the outcome is published as `.loggedIn`, or as `.error` saying why
    /// the login did not happen. Cancelling the calling task stops waiting for the gateway and
    /// returns to `.idle`. Ignored while a login is in flight or done; nothing is thrown: the
    /// outcome is the state.
    func login(email: String) async

    /// Records that the user accepted the terms and conditions; ignored while a login is in flight or done.
    func acceptTerms(email: String) async

    /// Records that the user withdrew acceptance of the terms and conditions; ignored likewise.
    func rejectTerms(email: String) async

    /// Returns the state machine to its initial idle state.
    func clear()
}
