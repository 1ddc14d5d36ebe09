import HomeTabUseCaseAPI
import Loadable
import Reactive
import Resolver
import Synchronization

/// The HomeTabUseCase (blueprint §3.2): runs the load state machine over its repository and works
/// out the total balance per currency. A loaded overview is loaded again after every transfer.
public final class HomeTabUseCaseImpl: Sendable {
    /// How many of the newest transactions Home shows.
    public static let latestTransactionCount = 5

    private let repository: any HomeTabUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(HomeTabUseCaseNameSpace.Snapshot())
    private let moneyMoved = Mutex<AnyCancellable?>(nil)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(HomeTabUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any HomeTabUseCaseRepositoryProtocol) {
        self.repository = repository
        followChanges()
    }

    /// Loads a shown overview again when what it shows changed.
    private func followChanges() {
        moneyMoved.withLock { subscription in
            subscription = repository.homeChangedPublisher.sink { [weak self] in
                guard let self else { return }
                switch stateSubject.value.overview {
                case .loaded, .error: Task { await self.load() }
                case .idle, .loading: break
                }
            }
        }
    }

    /// The total balance per currency of `accounts`, in currency-code order.
    static func totals(of accounts: [HomeTabUseCaseNameSpace.Account]) -> [HomeTabUseCaseNameSpace.Money] {
        Dictionary(grouping: accounts, by: \.balance.currency)
            .map { currency, accounts in
                HomeTabUseCaseNameSpace.Money(minorUnits: accounts.reduce(0) { $0 + $1.balance.minorUnits }, currency: currency)
            }
            .sorted { $0.currency < $1.currency }
    }
}

// MARK: - HomeTabUseCaseProtocol

extension HomeTabUseCaseImpl: HomeTabUseCaseProtocol {
    public var statePublisher: AnyPublisher<HomeTabUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        await stateSubject.load(into: \.overview) { () async throws(HomeTabUseCaseNameSpace.Errors) -> HomeTabUseCaseNameSpace.Overview in
            let content = try await repository.load(transactionCount: Self.latestTransactionCount)
            return .init(content: content, totals: Self.totals(of: content.accounts))
        }
    }
}
