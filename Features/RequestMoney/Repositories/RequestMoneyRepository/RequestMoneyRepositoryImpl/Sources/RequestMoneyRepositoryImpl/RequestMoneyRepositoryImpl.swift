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
        do throws(RemoteDataError) {
            async let holder = Result { () async throws(RemoteDataError) in try await remoteData.requestMoneyHolder() }
            async let accounts = Result { () async throws(RemoteDataError) in try await remoteData.requestMoneyAccounts() }
            let person = try await holder.get()
            let name = PersonNameRule.fullName(firstName: person.firstName, lastName: person.lastName)
            return .init(
                // Someone who registered before names were asked has none: still never their email.
                holderName: name.isEmpty ? Self.unnamedHolder : name,
                accounts: try await accounts.get().map { .init(id: $0.id, name: $0.name, iban: $0.iban, currency: $0.currency) }
            )
        } catch {
            throw switch error {
            case .networkUnavailable: RequestMoneyUseCaseNameSpace.Errors.networkUnavailable
            case .sessionExpired: RequestMoneyUseCaseNameSpace.Errors.sessionExpired
            case .rejected, .locked, .wrongSecret, .invalidResponse, .cancelled: RequestMoneyUseCaseNameSpace.Errors.unavailable
            }
        }
    }
}
