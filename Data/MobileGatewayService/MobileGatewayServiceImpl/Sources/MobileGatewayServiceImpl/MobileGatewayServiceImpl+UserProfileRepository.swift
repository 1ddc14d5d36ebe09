import UserProfileRepositoryAPI

// MARK: - UserProfileRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: UserProfileRepositoryRemoteDataProtocol {
    public func userProfile() async throws -> UserProfileRepositoryNameSpace.ProfileRemoteResult {
        let payload: ProfileDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/profile", method: .get))
        return .init(
            firstName: payload.firstName,
            lastName: payload.lastName,
            email: payload.email,
            profileImageURL: payload.profileImageURL.map(absoluteLink),
            favourites: payload.favourites.map { .init(id: $0.id, name: $0.name, imageURL: absoluteLink($0.imageURL), payeeId: $0.payeeId) }
        )
    }

    public func profileAccounts() async throws -> [UserProfileRepositoryNameSpace.AccountRemoteResult] {
        let payload: [AccountDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/accounts", method: .get))
        return payload.map { .init(name: $0.name, iban: $0.iban) }
    }

    public func changeProfileName(firstName: String, lastName: String) async throws {
        let _: ProfileDTO = try await performAuthorizedRequest(
            RequestBuilder(endpoint: "/v1/profile/name", method: .put, body: NameChangeRequestDTO(firstName: firstName, lastName: lastName))
        )
    }
}

/// The body of `PUT /v1/profile/name`.
private struct NameChangeRequestDTO: Encodable, Sendable {
    let firstName: String
    let lastName: String
}
