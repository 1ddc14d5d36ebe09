import Reactive

/// The HomeTabUseCase: the input boundary the HomeTab view models call (blueprint §3.2).
///
/// It owns the feature's business rules and publishes its state machine through `statePublisher`.
public protocol HomeTabUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<HomeTabUseCaseNameSpace.States, Never> { get }

    /// Loads the feature's content; the outcome is published as `.loaded` or `.error`.
    /// - Throws: `HomeTabUseCaseNameSpace.Errors` describing why nothing was loaded.
    func load() async throws
}
