import Reactive

/// The HomeTabUseCase: the input boundary the HomeTab view models call (blueprint §3.2).
///
/// It owns the feature's business rules and publishes its state machine through `statePublisher`.
public protocol HomeTabUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the overview.
    var statePublisher: AnyPublisher<HomeTabUseCaseNameSpace.Snapshot, Never> { get }

    /// Loads the profile, accounts and latest transactions and works out the totals; the outcome is published as `.loaded` or `.error`.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async
}
