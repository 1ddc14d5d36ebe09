/// What the session needs from the secure store (blueprint §1.3): the stored session between
/// launches. Implementations encrypt at rest and throw their own errors.
public protocol UserSessionStoreProtocol: Sendable {
    /// The stored session, if any.
    func loadStoredSession() async throws -> UserSessionNameSpace.StoredSession?

    /// Stores `session`, replacing any other.
    func saveStoredSession(_ session: UserSessionNameSpace.StoredSession) async throws
        -> UserSessionNameSpace.SaveStoredSessionResult

    /// Deletes the stored session.
    func deleteStoredSession() async throws -> UserSessionNameSpace.DeleteStoredSessionResult
}
