import RequestMoneyRepositoryAPI
import RequestMoneyUseCaseAPI
import PlainTextRule
import RemoteDataError
import Resolver

/// The RequestMoneyRepository (blueprint §2.2): fetches through its data sources and turns their models
/// and errors into the use case's (typed throws on both sides: nothing is cast).
public final class RequestMoneyRepositoryImpl: Sendable {
    private let remoteData: any RequestMoneyRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(RequestMoneyRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any RequestMoneyRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - RequestMoneyUseCaseRepositoryProtocol

extension RequestMoneyRepositoryImpl: RequestMoneyUseCaseRepositoryProtocol {
    public func load() async throws(RequestMoneyUseCaseNameSpace.Errors) -> RequestMoneyUseCaseNameSpace.LoadResult {
        do {
            let remote = try await remoteData.loadRequestMoney()
            let name = PersonNameRule.fullName(firstName: remote.firstName, lastName: remote.lastName)
            return RequestMoneyUseCaseNameSpace.LoadResult(
                // Someone who registered before names were asked has none: still never their email.
                holderName: name.isEmpty ? "PayRed user" : name,
                accounts: remote.accounts.map { .init(id: $0.id, name: $0.name, iban: $0.iban, currency: $0.currency) }
            )
        } catch {
            throw Self.domainError(error)
        }
    }

    /// The use case's error for a data-source failure.
    private static func domainError(_ error: RemoteDataError) -> RequestMoneyUseCaseNameSpace.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        case .sessionExpired: .sessionExpired
        case .locked, .wrongSecret, .rejected, .invalidResponse, .cancelled: .unavailable
        }
    }
}
