import UserSessionAPI

// MARK: - UserSessionStoreProtocol

extension KeyChainDataImpl: UserSessionStoreProtocol {
    /// The secure-store account holding the stored session.
    static let storedSessionAccount = "session"

    public func loadStoredSession() async throws -> UserSessionNameSpace.StoredSession? {
        try await value(StoredSessionDTO.self, for: Self.storedSessionAccount)
            .map { UserSessionNameSpace.StoredSession(email: $0.email, refreshToken: $0.refreshToken) }
    }

    public func saveStoredSession(
        _ session: UserSessionNameSpace.StoredSession
    ) async throws -> UserSessionNameSpace.SaveStoredSessionResult {
        try await setValue(
            StoredSessionDTO(email: session.email, refreshToken: session.refreshToken),
            for: Self.storedSessionAccount
        )
        return UserSessionNameSpace.SaveStoredSessionResult()
    }

    public func deleteStoredSession() async throws -> UserSessionNameSpace.DeleteStoredSessionResult {
        try await remove(account: Self.storedSessionAccount)
        return UserSessionNameSpace.DeleteStoredSessionResult()
    }
}

/// How the stored session is encoded inside its encrypted file.
private struct StoredSessionDTO: Codable, Sendable {
    let email: String
    let refreshToken: String
}
