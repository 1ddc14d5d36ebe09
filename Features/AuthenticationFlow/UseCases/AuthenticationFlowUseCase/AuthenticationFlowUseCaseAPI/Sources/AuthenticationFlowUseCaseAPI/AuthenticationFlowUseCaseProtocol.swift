import Reactive

/// The authentication flow (blueprint §4.6.12 Pattern 1): where the app resumes at launch, when
/// the signed-in session opens, locks after inactivity and ends.
public protocol AuthenticationFlowUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change; `.splash` until `start()` has read the device.
    var statePublisher: AnyPublisher<AuthenticationFlowUseCaseNameSpace.States, Never> { get }

    /// The current state.
    var currentState: AuthenticationFlowUseCaseNameSpace.States { get }

    /// Reads what the device stored and moves to where the user left off: a stored session to
    /// the PIN, an unfinished sign-up whose step is still valid to that step, else to login.
    func start() async

    /// Notes that the user did something; the inactivity lock counts from the last call.
    func userDidInteract()

    /// Locks the open session now; the PIN opens it again.
    func lock() async

    /// Ends the session at the gateway and forgets everything the device kept of the user; the
    /// state then moves to `.login`. The screen that asked shows a failure, after which the state
    /// has not moved and Log out may be tried again.
    /// - Throws: `.storageFailure` if the device could not be wiped.
    func logout() async throws(AuthenticationFlowUseCaseNameSpace.Errors) -> AuthenticationFlowUseCaseNameSpace.LogoutResult
}
