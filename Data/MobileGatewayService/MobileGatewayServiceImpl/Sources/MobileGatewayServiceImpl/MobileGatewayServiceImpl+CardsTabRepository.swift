import Foundation
import CardsTabRepositoryAPI

// MARK: - CardsTabRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: CardsTabRepositoryRemoteDataProtocol {
    public func cards() async throws -> [CardsTabRepositoryNameSpace.CardRemoteResult] {
        let payload: [CardDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/cards", method: .get))
        return payload.map(\.remoteResult)
    }

    public func cardAccounts() async throws -> [CardsTabRepositoryNameSpace.CardAccountRemoteResult] {
        let payload: [AccountDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/accounts", method: .get))
        return payload.map { .init(id: $0.id, name: $0.name, iban: $0.iban) }
    }

    public func cardHolderName() async throws -> String {
        let payload: ProfileDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/profile", method: .get))
        let name = [payload.firstName, payload.lastName].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? payload.email : name
    }

    public func setFrozen(_ frozen: Bool, cardId: String) async throws -> CardsTabRepositoryNameSpace.CardRemoteResult {
        let action = frozen ? "freeze" : "unfreeze"
        let path = "/v1/cards/\(RequestBuilder.pathSegment(cardId))/\(action)"
        let payload: CardDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: path, method: .post))
        return payload.remoteResult
    }
}

/// A card as `GET /v1/cards` and the freeze calls send it.
private struct CardDTO: Decodable, Sendable {
    let id: String
    let accountId: String
    let name: String
    let brand: String
    let last4: String
    let expiryMonth: Int
    let expiryYear: Int
    let frozen: Bool

    var remoteResult: CardsTabRepositoryNameSpace.CardRemoteResult {
        .init(id: id, accountId: accountId, name: name, brand: brand, last4: last4, expiryMonth: expiryMonth, expiryYear: expiryYear, frozen: frozen)
    }
}
