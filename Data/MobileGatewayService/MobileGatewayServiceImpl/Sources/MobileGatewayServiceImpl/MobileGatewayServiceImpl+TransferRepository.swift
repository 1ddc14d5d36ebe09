import RemoteDataError
import TransferRepositoryAPI

// MARK: - TransferRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: TransferRepositoryRemoteDataProtocol {
    public func transferAccounts() async throws(RemoteDataError) -> [TransferRepositoryNameSpace.AccountRemoteResult] {
        try await performAuthorizedRequest { try await $0.listAccounts().ok.body.json.payload }.map(TransferMapper.account)
    }

    public func transferPayees() async throws(RemoteDataError) -> [TransferRepositoryNameSpace.PayeeRemoteResult] {
        try await performAuthorizedRequest { try await $0.listPayees().ok.body.json.payload }.map { .init(id: $0.id, name: $0.name, iban: $0.iban) }
    }

    public func createTransfer(
        _ request: TransferRepositoryNameSpace.TransferRemoteRequest,
        idempotencyKey: String
    ) async throws(RemoteDataError) -> TransferRepositoryNameSpace.TransferRemoteResult {
        let transfer = try await performAuthorizedRequest {
            try await $0.createTransfer(headers: .init(idempotencyKey: idempotencyKey), body: .json(TransferMapper.request(request)))
                .created.body.json.payload
        }
        noteMoneyMoved()
        return TransferMapper.transfer(transfer)
    }
}
