import PlainTextRule
import RemoteDataError
import RequestMoneyRepositoryAPI
import RequestMoneyUseCaseAPI
import Resolver

/// The RequestMoneyRepository (blueprint §2.2): fetches the user's name and accounts from the
/// gateway and turns them and its errors into the use case's.
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

extension RequestMoneyRepositoryImpl {
    /// The name a request carries for a user who never gave one.
    static let unnamedHolder = "PayRed user"
}

// MARK: - RequestMoneyUseCaseRepositoryProtocol

extension RequestMoneyRepositoryImpl: RequestMoneyUseCaseRepositoryProtocol {
    public func load() async throws -> RequestMoneyUseCaseNameSpace.LoadResult {
        do {
            async let holder = remoteData.requestMoneyHolder()
            async let accounts = remoteData.requestMoneyAccounts()
            let name = try await PersonNameRule.fullName(firstName: holder.firstName, lastName: holder.lastName)
            return .init(
                // Someone who registered before names were asked has none: still never their email.
                holderName: name.isEmpty ? Self.unnamedHolder : name,
                accounts: try await accounts.map { .init(id: $0.id, name: $0.name, iban: $0.iban, currency: $0.currency) }
            )
        } catch let error as RemoteDataError {
            throw switch error {
            case .networkUnavailable: RequestMoneyUseCaseNameSpace.Errors.networkUnavailable
            case .sessionExpired: RequestMoneyUseCaseNameSpace.Errors.sessionExpired
            case .rejected, .locked, .wrongSecret, .invalidResponse: RequestMoneyUseCaseNameSpace.Errors.unavailable
            }
        }
    }
}
