/// What the VerificationCodeScreen receives from its coordinator (blueprint §4.6.7).
public struct VerificationCodeScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any VerificationCodeScreenCoordinatorProtocol
    /// The email the code was sent to.
    public let email: String

    /// Creates the dependencies.
    public init(coordinator: any VerificationCodeScreenCoordinatorProtocol, email: String) {
        self.coordinator = coordinator
        self.email = email
    }
}
