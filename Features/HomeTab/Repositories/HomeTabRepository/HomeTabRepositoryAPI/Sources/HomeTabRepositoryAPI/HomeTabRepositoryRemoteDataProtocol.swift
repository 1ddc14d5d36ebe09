/// What the HomeTabRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol HomeTabRepositoryRemoteDataProtocol: Sendable {
    /// Fetches the signed-in user's profile.
    /// - Throws: `HomeTabRepositoryNameSpace.RemoteErrors`.
    func profile() async throws -> HomeTabRepositoryNameSpace.ProfileRemoteResult
}
