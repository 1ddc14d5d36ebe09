import AuthenticationFlowRepositoryAPI

// MARK: - AuthenticationFlowRepositoryKeyChainDataProtocol

extension KeyChainDataImpl: AuthenticationFlowRepositoryKeyChainDataProtocol {
    public func deleteAllSecrets() async throws -> AuthenticationFlowRepositoryNameSpace.WipeResult {
        try await removeAll()
        return .init()
    }
}
