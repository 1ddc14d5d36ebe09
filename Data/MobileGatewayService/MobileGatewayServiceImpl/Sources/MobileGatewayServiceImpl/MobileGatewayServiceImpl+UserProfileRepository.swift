import RemoteDataError
import UserProfileRepositoryAPI

// MARK: - UserProfileRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: UserProfileRepositoryRemoteDataProtocol {
    public func userProfile() async throws(RemoteDataError) -> UserProfileRepositoryNameSpace.ProfileRemoteResult {
        UserProfileMapper.profile(try await performAuthorizedRequest { try await $0.getProfile().ok.body.json.payload }, link: absoluteLink)
    }

    public func profileAccounts() async throws(RemoteDataError) -> [UserProfileRepositoryNameSpace.AccountRemoteResult] {
        try await performAuthorizedRequest { try await $0.listAccounts().ok.body.json.payload }.map(UserProfileMapper.account)
    }

    public func changeProfileName(firstName: String, lastName: String) async throws(RemoteDataError) {
        _ = try await performAuthorizedRequest { try await $0.changeName(body: .json(.init(firstName: firstName, lastName: lastName))).ok }
        noteProfileChanged()
    }
}
