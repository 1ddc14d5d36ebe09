import Reactive

/// What the HomeTabUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Implementations throw
/// `HomeTabUseCaseNameSpace.Errors`.
public protocol HomeTabUseCaseRepositoryProtocol: Sendable {
    /// Loads the profile, the accounts and the latest `transactionCount` transactions.
    func load(transactionCount: Int) async throws -> HomeTabUseCaseNameSpace.LoadResult

    /// Whether every amount is masked.
    func hidesBalances() async -> Bool

    /// Records whether every amount is masked.
    func setHidesBalances(_ hidden: Bool) async throws

    /// Whether every amount is masked, now and after every change.
    var hidesBalancesPublisher: AnyPublisher<Bool, Never> { get }

    /// Fires after every transfer this app sent: balances and transactions have changed.
    var moneyMovedPublisher: AnyPublisher<Void, Never> { get }
}
