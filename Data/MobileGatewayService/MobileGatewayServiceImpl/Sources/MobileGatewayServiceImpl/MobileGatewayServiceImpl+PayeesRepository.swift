import PayeesRepositoryAPI
import RemoteDataError

// MARK: - PayeesRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: PayeesRepositoryRemoteDataProtocol {
    public func savedPayees() async throws(RemoteDataError) -> [PayeesRepositoryNameSpace.PayeeRemoteResult] {
        try await performAuthorizedRequest { try await $0.listPayees().ok.body.json.payload }.map(PayeesMapper.payee)
    }

    public func savePayee(name: String, iban: String) async throws(RemoteDataError) -> PayeesRepositoryNameSpace.PayeeRemoteResult {
        let payee = try await performAuthorizedRequest { try await $0.createPayee(body: .json(.init(name: name, iban: iban))).created.body.json.payload }
        notePayeesChanged()
        return PayeesMapper.payee(payee)
    }

    public func deletePayee(id: String) async throws(RemoteDataError) -> PayeesRepositoryNameSpace.DeletePayeeRemoteResult {
        _ = try await performAuthorizedRequest { try await $0.deletePayee(path: .init(id: id)).noContent }
        notePayeesChanged()
        return .init()
    }
}
