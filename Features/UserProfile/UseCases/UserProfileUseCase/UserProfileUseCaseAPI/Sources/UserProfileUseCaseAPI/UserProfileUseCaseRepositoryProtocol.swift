/// What the UserProfileUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Its methods throw
/// `UserProfileUseCaseNameSpace.Errors` (typed).
public protocol UserProfileUseCaseRepositoryProtocol: Sendable {
    /// Loads the signed-in user's profile with its picture's and favourites' addresses.
    func profile() async throws(UserProfileUseCaseNameSpace.Errors) -> UserProfileUseCaseNameSpace.LoadResult

    /// Saves the name other people see.
    func changeName(firstName: String, lastName: String) async throws(UserProfileUseCaseNameSpace.Errors)
}
