import Foundation
import RemoteDataError
import TransactionTabRepositoryAPI

// MARK: - TransactionTabRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: TransactionTabRepositoryRemoteDataProtocol {
    public func transactionPage(
        cursor: String?,
        limit: Int,
        search: String,
        accountId: String?
    ) async throws -> TransactionTabRepositoryNameSpace.TransactionPageRemoteResult {
        var query = [URLQueryItem(name: "limit", value: String(limit))]
        if let cursor { query.append(URLQueryItem(name: "cursor", value: cursor)) }
        if !search.isEmpty { query.append(URLQueryItem(name: "q", value: search)) }
        if let accountId { query.append(URLQueryItem(name: "accountId", value: accountId)) }
        let page: TransactionPageDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/transactions", method: .get, query: query))
        return .init(items: try page.items.map(Self.record), nextCursor: page.nextCursor)
    }

    public func transaction(id: String) async throws -> TransactionTabRepositoryNameSpace.TransactionRecord {
        let request = RequestBuilder(endpoint: "/v1/transactions/\(RequestBuilder.pathSegment(id))", method: .get)
        let item: TransactionDTO = try await performAuthorizedRequest(request)
        return try Self.record(item)
    }

    public func accountNames() async throws -> [TransactionTabRepositoryNameSpace.AccountNameRemoteResult] {
        let payload: [AccountDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/accounts", method: .get))
        return payload.map { .init(id: $0.id, name: $0.name) }
    }
}

private extension MobileGatewayServiceImpl {
    /// The transaction the gateway sent, as the data sources exchange it.
    static func record(_ item: TransactionDTO) throws -> TransactionTabRepositoryNameSpace.TransactionRecord {
        guard let createdAt = item.date else { throw RemoteDataError.invalidResponse }
        return .init(id: item.id, accountId: item.accountId, amountMinorUnits: item.amount.minorUnits, currency: item.amount.currency,
                     description: item.description, counterpartyName: item.counterpartyName, createdAt: createdAt)
    }
}
