import Foundation
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
        let page: TransactionPageDTO = try await transactionTabRequest(RequestBuilder(endpoint: "/v1/transactions", method: .get, query: query))
        return .init(
            items: try page.items.map { item in
                guard let createdAt = item.date else { throw TransactionTabRepositoryNameSpace.RemoteErrors.invalidResponse }
                return .init(id: item.id, accountId: item.accountId, amountMinorUnits: item.amount.minorUnits, currency: item.amount.currency,
                             description: item.description, counterpartyName: item.counterpartyName, createdAt: createdAt)
            },
            nextCursor: page.nextCursor
        )
    }

    public func accountNames() async throws -> [TransactionTabRepositoryNameSpace.AccountNameRemoteResult] {
        let payload: [AccountDTO] = try await transactionTabRequest(RequestBuilder(endpoint: "/v1/accounts", method: .get))
        return payload.map { .init(id: $0.id, name: $0.name) }
    }

    /// A signed-in call whose failure becomes a `TransactionTabRepositoryNameSpace.RemoteErrors`.
    private func transactionTabRequest<Payload: Decodable & Sendable>(_ request: RequestBuilder) async throws -> Payload {
        do {
            return try await performAuthorizedRequest(request)
        } catch let error as MobileGatewayError {
            throw error.mapped(
                networkUnavailable: TransactionTabRepositoryNameSpace.RemoteErrors.networkUnavailable,
                rejected: { .rejected(code: $0, message: $1) },
                invalidResponse: .invalidResponse,
                sessionExpired: .sessionExpired
            )
        }
    }
}
