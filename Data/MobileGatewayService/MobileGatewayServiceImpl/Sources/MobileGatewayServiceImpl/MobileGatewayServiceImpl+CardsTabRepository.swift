import CardsTabRepositoryAPI

// MARK: - CardsTabRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: CardsTabRepositoryRemoteDataProtocol {
    public func cards() async throws -> [CardsTabRepositoryNameSpace.CardRemoteResult] {
        try await performAuthorizedRequest { try await $0.listCards().ok.body.json.payload }.map(CardsTabMapper.card)
    }

    public func cardAccounts() async throws -> [CardsTabRepositoryNameSpace.CardAccountRemoteResult] {
        try await performAuthorizedRequest { try await $0.listAccounts().ok.body.json.payload }.map(CardsTabMapper.account)
    }

    public func cardHolderName() async throws -> String {
        CardsTabMapper.holderName(try await performAuthorizedRequest { try await $0.getProfile().ok.body.json.payload })
    }

    public func setFrozen(_ frozen: Bool, cardId: String) async throws -> CardsTabRepositoryNameSpace.CardRemoteResult {
        let card = try await performAuthorizedRequest { client in
            frozen
                ? try await client.freezeCard(path: .init(id: cardId)).ok.body.json.payload
                : try await client.unfreezeCard(path: .init(id: cardId)).ok.body.json.payload
        }
        return CardsTabMapper.card(card)
    }
}
