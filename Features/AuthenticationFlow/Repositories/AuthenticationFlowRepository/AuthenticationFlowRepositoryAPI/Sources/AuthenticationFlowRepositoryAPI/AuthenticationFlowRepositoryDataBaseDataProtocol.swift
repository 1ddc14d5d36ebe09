/// What the AuthenticationFlowRepository needs from the on-device database (blueprint §1.2).
public protocol AuthenticationFlowRepositoryDataBaseDataProtocol: Sendable {
    /// The most recent unfinished sign-up, if any.
    func unfinishedSignUp() async throws -> AuthenticationFlowRepositoryNameSpace.StoredSignUp?

    /// Deletes every user's sign-in state.
    func deleteAllUserLoginStates() async throws -> AuthenticationFlowRepositoryNameSpace.WipeResult
}
