import GatewayContract
import RemoteDataError
import TransactionTabRepositoryAPI

// MARK: - TransactionTabRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: TransactionTabRepositoryRemoteDataProtocol {
    public func transactionPage(
        cursor: String?,
        limit: Int,
        search: String,
        accountId: String?
    ) async throws(RemoteDataError) -> TransactionTabRepositoryNameSpace.TransactionPageRemoteResult {
        let query = Operations.ListTransactions.Input.Query(cursor: cursor, limit: limit, q: search.isEmpty ? nil : search, accountId: accountId)
        return TransactionTabMapper.page(try await performAuthorizedRequest { try await $0.listTransactions(query: query).ok.body.json.payload })
    }

    public func transaction(id: String) async throws(RemoteDataError) -> TransactionTabRepositoryNameSpace.TransactionRecord {
        TransactionTabMapper.transaction(try await performAuthorizedRequest { try await $0.getTransaction(path: .init(id: id)).ok.body.json.payload })
    }

    public func accountNames() async throws(RemoteDataError) -> [TransactionTabRepositoryNameSpace.AccountNameRemoteResult] {
        try await performAuthorizedRequest { try await $0.listAccounts().ok.body.json.payload }.map { .init(id: $0.id, name: $0.name) }
    }
}
