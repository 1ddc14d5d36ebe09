import Reactive

/// The Login use case: the input boundary view models call (blueprint §3.2).
///
/// It owns every business rule of signing in: email validation, terms acceptance and the
/// state machine published through `statePublisher`.
public protocol LoginUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<LoginUseCaseNameSpace.States, Never> { get }

    /// Signs in with `email`, moving to `.loggingIn` and back to `.idle`.
    /// - Returns: the address signed in with and the step that comes next.
    /// - Throws: `.invalidEmailFormat` or `.termsNotAccepted` (nothing was sent), `.loginOnItsWay`
    ///   while a login is in flight, `.cancelled` when the calling task was cancelled (nothing is
    ///   remembered), else why the login did not happen.
    func login(email: String) async throws(LoginUseCaseNameSpace.Errors) -> LoginUseCaseNameSpace.LoginResult

    /// Records that the user accepted the terms and conditions; ignored while a login is in flight.
    func acceptTerms(email: String) async

    /// Records that the user withdrew acceptance of the terms and conditions; ignored likewise.
    func rejectTerms(email: String) async

    /// Returns the state machine to its initial idle state.
    func clear()
}
