import RemoteDataError

/// What the UserProfileRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol UserProfileRepositoryRemoteDataProtocol: Sendable {
    /// Fetches the signed-in user's profile with its picture and favourites (`GET /v1/profile`).
    func userProfile() async throws(RemoteDataError) -> UserProfileRepositoryNameSpace.ProfileRemoteResult

    /// Fetches the signed-in user's accounts, for their IBANs (`GET /v1/accounts`).
    func profileAccounts() async throws(RemoteDataError) -> [UserProfileRepositoryNameSpace.AccountRemoteResult]

    /// Changes the name other people see (`PUT /v1/profile/name`).
    func changeProfileName(firstName: String, lastName: String) async throws(RemoteDataError)
}
