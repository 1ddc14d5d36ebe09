import RemoteDataError
import UpdateAppRepositoryAPI

// MARK: - UpdateAppRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: UpdateAppRepositoryRemoteDataProtocol {
    public func appVersions() async throws(RemoteDataError) -> UpdateAppRepositoryNameSpace.AppVersionsRemoteResult {
        // Public: asked before anyone signs in, so without the session's token.
        let versions = try await performRequest { try await $0.getAppVersion().ok.body.json.payload }
        return .init(latestVersion: versions.latestVersion, minimumSupportedVersion: versions.minimumSupportedVersion)
    }
}
