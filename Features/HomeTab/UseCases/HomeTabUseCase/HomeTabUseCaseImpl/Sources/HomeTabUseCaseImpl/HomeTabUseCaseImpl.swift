import HomeTabUseCaseAPI
import Reactive
import Resolver

/// The HomeTabUseCase (blueprint §3.2): runs the load state machine over its repository.
public final class HomeTabUseCaseImpl: Sendable {
    private let repository: any HomeTabUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(HomeTabUseCaseNameSpace.States.idle)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(HomeTabUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any HomeTabUseCaseRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - HomeTabUseCaseProtocol

extension HomeTabUseCaseImpl: HomeTabUseCaseProtocol {
    public var statePublisher: AnyPublisher<HomeTabUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async throws {
        try stateSubject.transition { state in
            if case .loading = state { throw HomeTabUseCaseNameSpace.Errors.unableToLoadWhileLoading }
            return .loading
        }
        do {
            stateSubject.send(.loaded(try await repository.load()))
        } catch {
            let domainError = error as? HomeTabUseCaseNameSpace.Errors ?? .unavailable
            stateSubject.send(.error(domainError))
            throw domainError
        }
    }
}
