import Reactive

/// What the HomeTabUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Its methods throw
/// `HomeTabUseCaseNameSpace.Errors` (typed).
public protocol HomeTabUseCaseRepositoryProtocol: Sendable {
    /// Loads the profile, the accounts and the latest `transactionCount` transactions.
    func load(transactionCount: Int) async throws(HomeTabUseCaseNameSpace.Errors) -> HomeTabUseCaseNameSpace.LoadResult

    /// Fires when what Home shows may have changed: money moved (a transfer sent or received), or
    /// the user changed their name.
    var homeChangedPublisher: AnyPublisher<Void, Never> { get }
}
