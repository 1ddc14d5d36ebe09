/// What the LockRepository needs from the on-device database (blueprint §1.2).
public protocol LockRepositoryDataBaseDataProtocol: Sendable {
    /// Records that `email` finished signing up: from now on it signs in with the PIN.
    func markPinCreated(email: String) async throws -> LockRepositoryNameSpace.MarkStepResult
}
