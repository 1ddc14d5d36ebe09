/// What the UpdateAppRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
///
/// Every call throws `RemoteDataError`.
public protocol UpdateAppRepositoryRemoteDataProtocol: Sendable {
    /// Fetches the app versions the gateway serves (`GET /v1/app/version`, public: no session needed).
    func appVersions() async throws -> UpdateAppRepositoryNameSpace.AppVersionsRemoteResult
}
