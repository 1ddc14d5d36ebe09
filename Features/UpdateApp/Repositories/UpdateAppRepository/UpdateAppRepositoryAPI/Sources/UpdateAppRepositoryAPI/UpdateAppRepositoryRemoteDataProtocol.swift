import RemoteDataError

/// What the UpdateAppRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol UpdateAppRepositoryRemoteDataProtocol: Sendable {
    /// Fetches the app versions the gateway serves (`GET /v1/app/version`, public: no session needed).
    func appVersions() async throws(RemoteDataError) -> UpdateAppRepositoryNameSpace.AppVersionsRemoteResult
}
