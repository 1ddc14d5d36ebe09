import CardsTabRepositoryAPI
import RemoteDataError

// MARK: - CardsTabRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: CardsTabRepositoryRemoteDataProtocol {
    public func cards() async throws(RemoteDataError) -> [CardsTabRepositoryNameSpace.CardRemoteResult] {
        try await performAuthorizedRequest { try await $0.listCards().ok.body.json.payload }.map(CardsTabMapper.card)
    }

    public func cardAccounts() async throws(RemoteDataError) -> [CardsTabRepositoryNameSpace.CardAccountRemoteResult] {
        try await performAuthorizedRequest { try await $0.listAccounts().ok.body.json.payload }.map(CardsTabMapper.account)
    }

    public func cardHolderName() async throws(RemoteDataError) -> String {
        CardsTabMapper.holderName(try await performAuthorizedRequest { try await $0.getProfile().ok.body.json.payload })
    }

    public func setFrozen(_ frozen: Bool, cardId: String) async throws(RemoteDataError) -> CardsTabRepositoryNameSpace.CardRemoteResult {
        let card = try await performAuthorizedRequest { client in
            frozen
                ? try await client.freezeCard(path: .init(id: cardId)).ok.body.json.payload
                : try await client.unfreezeCard(path: .init(id: cardId)).ok.body.json.payload
        }
        return CardsTabMapper.card(card)
    }
}
