import Reactive

/// The Login use case: the input boundary view models call (blueprint §3.2).
///
/// It owns every business rule of signing in: email validation, terms acceptance and the
/// state machine published through `statePublisher`.
public protocol LoginUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<LoginUseCaseNameSpace.States, Never> { get }

    /// Signs in with `email`; the outcome is published as `.loggedIn` or `.error`.
    /// Cancelling the calling task stops waiting for the gateway and returns to `.idle`.
    /// - Throws: `LoginUseCaseNameSpace.Errors` describing why the login did not happen, or
    ///   `CancellationError` when the calling task was cancelled.
    func login(email: String) async throws

    /// Records that the user accepted the terms and conditions.
    func acceptTerms(email: String) async throws

    /// Records that the user withdrew acceptance of the terms and conditions.
    func rejectTerms(email: String) async throws

    /// Returns the state machine to its initial idle state.
    func clear()
}
