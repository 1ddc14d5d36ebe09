import CardsTabRepositoryAPI
import GatewayContract

/// The contract's answers as the cards' remote results.
enum CardsTabMapper {
    static func card(_ card: Components.Schemas.Card) -> CardsTabRepositoryNameSpace.CardRemoteResult {
        .init(
            id: card.id,
            accountId: card.accountId,
            name: card.name,
            brand: card.brand,
            last4: card.last4,
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
            frozen: card.frozen
        )
    }

    static func account(_ account: Components.Schemas.Account) -> CardsTabRepositoryNameSpace.CardAccountRemoteResult {
        .init(id: account.id, name: account.name, iban: account.iban)
    }

    /// The name printed on the cards: the profile's name, or its email when it has none.
    static func holderName(_ profile: Components.Schemas.Profile) -> String {
        let name = [profile.firstName, profile.lastName].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? profile.email : name
    }
}
