/// What the HomeTabUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Implementations throw
/// `HomeTabUseCaseNameSpace.Errors`.
public protocol HomeTabUseCaseRepositoryProtocol: Sendable {
    /// Loads the feature's content.
    func load() async throws -> HomeTabUseCaseNameSpace.LoadResult
}
