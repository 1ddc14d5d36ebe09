import Reactive
import RemoteDataError
import Resolver
import TransferRepositoryAPI
import TransferUseCaseAPI

/// The TransferRepository (blueprint §2.2): reads the accounts and payees and sends transfers
/// through the gateway, turning its models into the use case's and its refusals into domain
/// errors.
public final class TransferRepositoryImpl: Sendable {
    private typealias Remote = TransferRepositoryNameSpace
    private typealias Domain = TransferUseCaseNameSpace

    private let remoteData: any TransferRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(TransferRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any TransferRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - TransferUseCaseRepositoryProtocol

extension TransferRepositoryImpl: TransferUseCaseRepositoryProtocol {

    public var choicesChangedPublisher: AnyPublisher<Void, Never> {
        [remoteData.moneyMovedPublisher, remoteData.payeesChangedPublisher].publisher.flatMap { $0 }.eraseToAnyPublisher()
    }

    public func accounts() async throws(TransferUseCaseNameSpace.Errors) -> [TransferUseCaseNameSpace.Account] {
        do throws(RemoteDataError) {
            return try await remoteData.transferAccounts().map {
                Domain.Account(id: $0.id, name: $0.name, iban: $0.iban, balance: .init(minorUnits: $0.balanceMinorUnits, currency: $0.currency))
            }
        } catch {
            throw Self.domainError(error, whileSending: false)
        }
    }

    public func payees() async throws(TransferUseCaseNameSpace.Errors) -> [TransferUseCaseNameSpace.Payee] {
        do throws(RemoteDataError) {
            return try await remoteData.transferPayees().map { Domain.Payee(id: $0.id, name: $0.name, iban: $0.iban) }
        } catch {
            throw Self.domainError(error, whileSending: false)
        }
    }

    public func send(
        _ request: TransferUseCaseNameSpace.TransferRequest,
        idempotencyKey: String
    ) async throws(TransferUseCaseNameSpace.Errors) -> TransferUseCaseNameSpace.SentTransfer {
        let destination: Remote.TransferRemoteRequest.Destination = switch request.destination {
        case .iban(let iban): .iban(iban)
        case .payee(let id): .payee(id: id)
        }
        let remoteRequest = Remote.TransferRemoteRequest(
            fromAccountId: request.fromAccountId,
            destination: destination,
            amountMinorUnits: request.amount.minorUnits,
            currency: request.amount.currency,
            description: request.description
        )
        do throws(RemoteDataError) {
            let sent = try await remoteData.createTransfer(remoteRequest, idempotencyKey: idempotencyKey)
            return Domain.SentTransfer(
                id: sent.id,
                fromAccountId: sent.fromAccountId,
                toIban: sent.toIban,
                payeeId: sent.payeeId,
                amount: .init(minorUnits: sent.amountMinorUnits, currency: sent.currency),
                description: sent.description
            )
        } catch {
            throw Self.domainError(error, whileSending: true)
        }
    }

    /// The use case's error for a data-source failure. The gateway's transfer codes (openapi.yaml,
    /// `POST /v1/transfers`) become named errors; another refusal of a transfer keeps the gateway's
    /// message, while one of a read only means the choices are unavailable.
    private static func domainError(_ error: RemoteDataError, whileSending: Bool) -> Domain.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        case .sessionExpired: .sessionExpired
        case .rejected(code: "insufficient_funds", _): .insufficientFunds
        case .rejected(code: "payee_not_found", _): .payeeNotFound
        case .rejected(code: "account_not_found", _): .accountNotFound
        case .rejected(code: "account_frozen", _): .sourceFrozen
        case .rejected(code: "currency_mismatch", _): .currencyMismatch
        case .rejected(code: "same_account", _): .sameAccount
        case .rejected(code: "invalid_iban", _): .invalidIban
        case .rejected(_, let message) where whileSending: .refused(reason: message)
        case .rejected, .locked, .wrongSecret, .invalidResponse, .cancelled: .unavailable
        }
    }
}
