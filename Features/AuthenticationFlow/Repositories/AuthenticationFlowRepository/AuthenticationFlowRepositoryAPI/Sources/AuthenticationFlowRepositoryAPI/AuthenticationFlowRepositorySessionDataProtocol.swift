import Reactive

/// What the AuthenticationFlowRepository needs from the signed-in session (blueprint 002's
/// `UserSession`; docs/adr/0009); the session data source implements it.
public protocol AuthenticationFlowRepositorySessionDataProtocol: Sendable {
    /// The session's state followed by every change.
    var sessionStatePublisher: AnyPublisher<AuthenticationFlowRepositoryNameSpace.SessionState, Never> { get }

    /// Reads the session kept from an earlier launch: `locked` when there is one.
    func restoreSession() async throws -> AuthenticationFlowRepositoryNameSpace.SessionState

    /// Locks the open session: its tokens leave memory until the PIN opens a new one.
    func lockSession() async

    /// Ends the session and deletes what the secure store kept of it.
    func endSession() async throws -> AuthenticationFlowRepositoryNameSpace.EndSessionResult
}
