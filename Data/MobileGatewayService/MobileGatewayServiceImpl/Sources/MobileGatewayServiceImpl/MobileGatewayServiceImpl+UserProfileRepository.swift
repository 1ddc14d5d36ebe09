import UserProfileRepositoryAPI

// MARK: - UserProfileRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: UserProfileRepositoryRemoteDataProtocol {
    public func userProfile() async throws -> UserProfileRepositoryNameSpace.ProfileRemoteResult {
        UserProfileMapper.profile(try await performAuthorizedRequest { try await $0.getProfile().ok.body.json.payload }, link: absoluteLink)
    }

    public func profileAccounts() async throws -> [UserProfileRepositoryNameSpace.AccountRemoteResult] {
        try await performAuthorizedRequest { try await $0.listAccounts().ok.body.json.payload }.map(UserProfileMapper.account)
    }

    public func changeProfileName(firstName: String, lastName: String) async throws {
        _ = try await performAuthorizedRequest { try await $0.changeName(body: .json(.init(firstName: firstName, lastName: lastName))).ok }
    }
}
