import UpdateAppRepositoryAPI

// MARK: - UpdateAppRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: UpdateAppRepositoryRemoteDataProtocol {
    public func appVersions() async throws -> UpdateAppRepositoryNameSpace.AppVersionsRemoteResult {
        // Public: asked before anyone signs in, so without the session's token.
        let payload: AppVersionDTO = try await performRequest(RequestBuilder(endpoint: "/v1/app/version", method: .get))
        return .init(latestVersion: payload.latestVersion, minimumSupportedVersion: payload.minimumSupportedVersion)
    }
}

/// The payload of `GET /v1/app/version`.
private struct AppVersionDTO: Decodable, Sendable {
    let latestVersion: String
    let minimumSupportedVersion: String
}
