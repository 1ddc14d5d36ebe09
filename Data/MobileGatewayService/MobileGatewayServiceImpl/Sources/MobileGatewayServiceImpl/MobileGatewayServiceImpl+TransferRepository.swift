import Foundation
import TransferRepositoryAPI

// MARK: - TransferRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: TransferRepositoryRemoteDataProtocol {
    public func transferAccounts() async throws -> [TransferRepositoryNameSpace.AccountRemoteResult] {
        let payload: [AccountDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/accounts", method: .get))
        return payload.map {
            .init(id: $0.id, name: $0.name, iban: $0.iban, balanceMinorUnits: $0.balance.minorUnits, currency: $0.balance.currency)
        }
    }

    public func transferPayees() async throws -> [TransferRepositoryNameSpace.PayeeRemoteResult] {
        let payload: [PayeeDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/payees", method: .get))
        return payload.map { .init(id: $0.id, name: $0.name, iban: $0.iban) }
    }

    public func createTransfer(
        _ request: TransferRepositoryNameSpace.TransferRemoteRequest,
        idempotencyKey: String
    ) async throws -> TransferRepositoryNameSpace.TransferRemoteResult {
        let payload: TransferDTO = try await performAuthorizedRequest(RequestBuilder(
            endpoint: "/v1/transfers",
            method: .post,
            body: TransferRequestDTO(request),
            headers: ["Idempotency-Key": idempotencyKey]
        ))
        noteMoneyMoved()
        return .init(
            id: payload.id,
            fromAccountId: payload.fromAccountId,
            toIban: payload.toIban,
            payeeId: payload.payeeId,
            amountMinorUnits: payload.amount.minorUnits,
            currency: payload.amount.currency,
            description: payload.description
        )
    }
}

/// The body of `POST /v1/transfers`: exactly one of `toIban` and `payeeId` (a nil one is left out).
private struct TransferRequestDTO: Encodable, Sendable {
    let fromAccountId: String
    let toIban: String?
    let payeeId: String?
    let amount: MoneyDTO
    let description: String

    init(_ request: TransferRepositoryNameSpace.TransferRemoteRequest) {
        fromAccountId = request.fromAccountId
        switch request.destination {
        case .iban(let iban):
            toIban = iban
            payeeId = nil
        case .payee(let id):
            toIban = nil
            payeeId = id
        }
        amount = MoneyDTO(minorUnits: request.amountMinorUnits, currency: request.currency)
        description = request.description
    }
}

/// The payload of `POST /v1/transfers`; `payeeId` is absent for a plain IBAN.
private struct TransferDTO: Decodable, Sendable {
    let id: String
    let fromAccountId: String
    let toIban: String
    let payeeId: String?
    let amount: MoneyDTO
    let description: String
}
