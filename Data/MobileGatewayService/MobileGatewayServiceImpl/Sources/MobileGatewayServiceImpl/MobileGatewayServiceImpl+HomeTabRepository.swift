import HomeTabRepositoryAPI

// MARK: - HomeTabRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: HomeTabRepositoryRemoteDataProtocol {
    public func profile() async throws -> HomeTabRepositoryNameSpace.ProfileRemoteResult {
        do {
            let payload: ProfileDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/profile", method: .get))
            return .init(firstName: payload.firstName, lastName: payload.lastName, email: payload.email)
        } catch let error as MobileGatewayError {
            switch error {
            case .transport: throw HomeTabRepositoryNameSpace.RemoteErrors.networkUnavailable
            case .sessionExpired: throw HomeTabRepositoryNameSpace.RemoteErrors.sessionExpired
            case .http(_, let code, let message): throw HomeTabRepositoryNameSpace.RemoteErrors.rejected(code: code, message: message)
            case .locked, .invalidResponse: throw HomeTabRepositoryNameSpace.RemoteErrors.invalidResponse
            }
        }
    }
}

/// The payload of `GET /v1/profile` (the fields the Home tab shows).
private struct ProfileDTO: Decodable, Sendable {
    let firstName: String
    let lastName: String
    let email: String
}
