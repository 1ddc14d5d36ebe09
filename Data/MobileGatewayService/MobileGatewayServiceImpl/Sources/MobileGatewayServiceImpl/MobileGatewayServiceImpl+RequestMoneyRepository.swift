import Foundation
import RequestMoneyRepositoryAPI

// MARK: - RequestMoneyRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: RequestMoneyRepositoryRemoteDataProtocol {
    public func requestMoneyHolder() async throws -> RequestMoneyRepositoryNameSpace.HolderRemoteResult {
        let payload: ProfileDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/profile", method: .get))
        return .init(firstName: payload.firstName, lastName: payload.lastName)
    }

    public func requestMoneyAccounts() async throws -> [RequestMoneyRepositoryNameSpace.AccountRemoteResult] {
        let payload: [AccountDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/accounts", method: .get))
        return payload.map { .init(id: $0.id, name: $0.name, iban: $0.iban, currency: $0.balance.currency) }
    }
}
