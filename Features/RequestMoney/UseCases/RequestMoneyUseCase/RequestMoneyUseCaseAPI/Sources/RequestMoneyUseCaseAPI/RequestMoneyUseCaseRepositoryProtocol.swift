/// What the RequestMoneyUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Implementations throw
/// `RequestMoneyUseCaseNameSpace.Errors`.
public protocol RequestMoneyUseCaseRepositoryProtocol: Sendable {
    /// Loads the user's name and accounts.
    func load() async throws -> RequestMoneyUseCaseNameSpace.LoadResult
}
