import Foundation
import HomeTabRepositoryAPI
import RemoteDataError

// MARK: - HomeTabRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: HomeTabRepositoryRemoteDataProtocol {
    public func profile() async throws -> HomeTabRepositoryNameSpace.ProfileRemoteResult {
        let payload: ProfileDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/profile", method: .get))
        return .init(
            firstName: payload.firstName,
            lastName: payload.lastName,
            email: payload.email,
            favourites: payload.favourites.map { .init(id: $0.id, name: $0.name, imageURL: absoluteLink($0.imageURL)) }
        )
    }

    public func accounts() async throws -> [HomeTabRepositoryNameSpace.AccountRemoteResult] {
        let payload: [AccountDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/accounts", method: .get))
        return payload.map {
            .init(id: $0.id, name: $0.name, iban: $0.iban, balanceMinorUnits: $0.balance.minorUnits, currency: $0.balance.currency)
        }
    }

    public func latestTransactions(limit: Int) async throws -> [HomeTabRepositoryNameSpace.TransactionRemoteResult] {
        let page: TransactionPageDTO = try await performAuthorizedRequest(RequestBuilder(
            endpoint: "/v1/transactions",
            method: .get,
            query: [URLQueryItem(name: "limit", value: String(limit))]
        ))
        return try page.items.map { item in
            guard let createdAt = item.date else { throw RemoteDataError.invalidResponse }
            return .init(
                id: item.id,
                accountId: item.accountId,
                amountMinorUnits: item.amount.minorUnits,
                currency: item.amount.currency,
                description: item.description,
                counterpartyName: item.counterpartyName,
                createdAt: createdAt
            )
        }
    }
}
