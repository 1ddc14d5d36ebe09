/// What the RequestMoneyUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it.
public protocol RequestMoneyUseCaseRepositoryProtocol: Sendable {
    /// Loads the feature's content.
    func load() async throws(RequestMoneyUseCaseNameSpace.Errors) -> RequestMoneyUseCaseNameSpace.LoadResult
}
