import Foundation
import HomeTabRepositoryAPI
import HomeTabUseCaseAPI
import Reactive
import RemoteDataError
import Resolver

/// The HomeTabRepository (blueprint §2.2): fetches the profile, accounts and latest transactions
/// at once from the gateway, and turns the data source's models and errors into the use case's.
public final class HomeTabRepositoryImpl: Sendable {
    private let remoteData: any HomeTabRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(HomeTabRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any HomeTabRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - HomeTabUseCaseRepositoryProtocol

extension HomeTabRepositoryImpl: HomeTabUseCaseRepositoryProtocol {
    public func load(transactionCount: Int) async throws(HomeTabUseCaseNameSpace.Errors) -> HomeTabUseCaseNameSpace.LoadResult {
        do throws(RemoteDataError) {
            async let profile = Result { () async throws(RemoteDataError) in try await remoteData.profile() }
            async let accounts = Result { () async throws(RemoteDataError) in try await remoteData.accounts() }
            async let transactions = Result { () async throws(RemoteDataError) in try await remoteData.latestTransactions(limit: transactionCount) }
            return try await Self.result(profile: profile.get(), accounts: accounts.get(), transactions: transactions.get())
        } catch {
            throw switch error {
            case .networkUnavailable: HomeTabUseCaseNameSpace.Errors.networkUnavailable
            case .sessionExpired: HomeTabUseCaseNameSpace.Errors.sessionExpired
            case .rejected, .locked, .wrongSecret, .invalidResponse, .cancelled: HomeTabUseCaseNameSpace.Errors.unavailable
            }
        }
    }

    public var homeChangedPublisher: AnyPublisher<Void, Never> {
        [remoteData.moneyMovedPublisher, remoteData.profileChangedPublisher].publisher.flatMap { $0 }.eraseToAnyPublisher()
    }
}

// MARK: - Mapping

private extension HomeTabRepositoryImpl {
    static func result(
        profile: HomeTabRepositoryNameSpace.ProfileRemoteResult,
        accounts: [HomeTabRepositoryNameSpace.AccountRemoteResult],
        transactions: [HomeTabRepositoryNameSpace.TransactionRemoteResult]
    ) -> HomeTabUseCaseNameSpace.LoadResult {
        HomeTabUseCaseNameSpace.LoadResult(
            firstName: profile.firstName,
            lastName: profile.lastName,
            email: profile.email,
            favourites: profile.favourites.map { .init(id: $0.id, name: $0.name, imageURL: URL(string: $0.imageURL)) },
            accounts: accounts.map {
                .init(id: $0.id, name: $0.name, iban: $0.iban, balance: .init(minorUnits: $0.balanceMinorUnits, currency: $0.currency))
            },
            latestTransactions: transactions.map {
                .init(
                    id: $0.id,
                    accountId: $0.accountId,
                    amount: .init(minorUnits: $0.amountMinorUnits, currency: $0.currency),
                    description: $0.description,
                    counterpartyName: $0.counterpartyName,
                    createdAt: $0.createdAt
                )
            }
        )
    }
}
