import HomeTabUseCaseAPI
import Reactive
import Resolver

/// The HomeTabUseCase (blueprint §3.2): runs the load state machine over its repository, works out
/// the total balance per currency and keeps the "hide balances" preference.
public final class HomeTabUseCaseImpl: Sendable {
    /// How many of the newest transactions Home shows.
    public static let latestTransactionCount = 5

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
    public var statePublisher: AnyPublisher<HomeTabUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async throws {
        try stateSubject.transition { state in
            if case .loading = state { throw HomeTabUseCaseNameSpace.Errors.unableToLoadWhileLoading }
            return .loading
        }
        do {
            let content = try await repository.load(transactionCount: Self.latestTransactionCount)
            let hidden = await repository.hidesBalances()
            stateSubject.send(.loaded(.init(content: content, totals: Self.totals(of: content.accounts), hidesBalances: hidden)))
        } catch {
            let domainError = error as? HomeTabUseCaseNameSpace.Errors ?? .unavailable
            stateSubject.send(.error(domainError))
            throw domainError
        }
    }

    public func setHidesBalances(_ hidden: Bool) async throws {
        do {
            try await repository.setHidesBalances(hidden)
        } catch {
            throw HomeTabUseCaseNameSpace.Errors.preferenceNotSaved
        }
        _ = stateSubject.transition { state in
            guard case .loaded(let overview) = state else { return state }
            return .loaded(.init(content: overview.content, totals: overview.totals, hidesBalances: hidden))
        }
    }
}
