import HomeTabRepositoryAPI

// MARK: - HomeTabRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: HomeTabRepositoryRemoteDataProtocol {
    public func profile() async throws -> HomeTabRepositoryNameSpace.ProfileRemoteResult {
        do {
            let payload: ProfileDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/profile", method: .get))
            return .init(firstName: payload.firstName, lastName: payload.lastName, email: payload.email)
        } catch let error as MobileGatewayError {
            throw error.mapped(
                networkUnavailable: HomeTabRepositoryNameSpace.RemoteErrors.networkUnavailable,
                rejected: { .rejected(code: $0, message: $1) },
                invalidResponse: .invalidResponse,
                sessionExpired: .sessionExpired
            )
        }
    }
}

/// The payload of `GET /v1/profile` (the fields the Home tab shows).
private struct ProfileDTO: Decodable, Sendable {
    let firstName: String
    let lastName: String
    let email: String
}
