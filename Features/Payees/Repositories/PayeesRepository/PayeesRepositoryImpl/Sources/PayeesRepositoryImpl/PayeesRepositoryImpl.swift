import PayeesRepositoryAPI
import PayeesUseCaseAPI
import Reactive
import RemoteDataError
import Resolver

/// The PayeesRepository (blueprint §2.2): lists, saves and deletes payees through the gateway and
/// turns the data source's models and errors into the use case's, the gateway's refusal codes
/// (`invalid_name`, `invalid_characters`, `invalid_iban`, `payee_exists`, `payee_not_found`) included.
public final class PayeesRepositoryImpl: Sendable {
    private let remoteData: any PayeesRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(PayeesRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any PayeesRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - PayeesUseCaseRepositoryProtocol

extension PayeesRepositoryImpl: PayeesUseCaseRepositoryProtocol {
    public var payeesChangedPublisher: AnyPublisher<Void, Never> {
        remoteData.payeesChangedPublisher
    }

    public func payees() async throws(PayeesUseCaseNameSpace.Errors) -> [PayeesUseCaseNameSpace.Payee] {
        do throws(RemoteDataError) {
            return try await remoteData.savedPayees().map(Self.payee)
        } catch {
            throw Self.domainError(error)
        }
    }

    public func addPayee(name: String, iban: String) async throws(PayeesUseCaseNameSpace.Errors) -> PayeesUseCaseNameSpace.Payee {
        do throws(RemoteDataError) {
            return Self.payee(try await remoteData.savePayee(name: name, iban: iban))
        } catch {
            throw Self.domainError(error)
        }
    }

    public func deletePayee(id: String) async throws(PayeesUseCaseNameSpace.Errors) -> PayeesUseCaseNameSpace.DeletePayeeResult {
        do throws(RemoteDataError) {
            _ = try await remoteData.deletePayee(id: id)
            return PayeesUseCaseNameSpace.DeletePayeeResult()
        } catch {
            throw Self.domainError(error)
        }
    }
}

// MARK: - Mapping

private extension PayeesRepositoryImpl {
    static func payee(_ remote: PayeesRepositoryNameSpace.PayeeRemoteResult) -> PayeesUseCaseNameSpace.Payee {
        PayeesUseCaseNameSpace.Payee(id: remote.id, name: remote.name, iban: remote.iban)
    }

    /// The use case's error for a data-source failure; a refusal without a code of its own keeps the gateway's reason.
    static func domainError(_ error: RemoteDataError) -> PayeesUseCaseNameSpace.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        case .sessionExpired: .sessionExpired
        case .rejected(code: "invalid_name", _): .invalidName
        case .rejected(code: "invalid_characters", _): .invalidCharacters
        case .rejected(code: "invalid_iban", _): .invalidIBAN
        case .rejected(code: "payee_exists", _): .payeeExists
        case .rejected(code: "payee_not_found", _): .payeeNotFound
        case .rejected(_, let message): .refused(reason: message)
        case .locked, .wrongSecret, .invalidResponse, .cancelled: .unavailable
        }
    }
}
