import Reactive

/// What the authentication flow needs from the data world; `AuthenticationFlowRepositoryImpl`
/// implements it. Its methods throw `AuthenticationFlowUseCaseNameSpace.Errors` (typed).
public protocol AuthenticationFlowUseCaseRepositoryProtocol: Sendable {
    /// The session's state followed by every change.
    var sessionStatePublisher: AnyPublisher<AuthenticationFlowUseCaseNameSpace.SessionState, Never> { get }

    /// How long the app may stay untouched before it locks, as chosen in Settings, now and after every change.
    var autoLockAfterPublisher: AnyPublisher<Duration, Never> { get }

    /// Reads the stored session: `locked` when one was kept from an earlier launch.
    func restoreSession() async throws(AuthenticationFlowUseCaseNameSpace.Errors) -> AuthenticationFlowUseCaseNameSpace.SessionState

    /// The sign-up the user started on this device and has not finished, if any.
    func pendingSignUp() async throws(AuthenticationFlowUseCaseNameSpace.Errors) -> AuthenticationFlowUseCaseNameSpace.PendingSignUp?

    /// Locks the open session.
    func lockSession() async

    /// Revokes the session at the gateway (if it can be reached), ends it and wipes the secure
    /// store and the user's local state.
    /// - Throws: `.storageFailure` if the device could not be wiped.
    func logout() async throws(AuthenticationFlowUseCaseNameSpace.Errors) -> AuthenticationFlowUseCaseNameSpace.LogoutResult
}
