import Reactive
import RemoteDataError

/// What the CardsTabRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol CardsTabRepositoryRemoteDataProtocol: Sendable {
    /// Fires when a card was frozen or unfrozen elsewhere (another device), as the gateway tells.
    var cardsChangedPublisher: AnyPublisher<Void, Never> { get }

    /// Fetches the user's cards, oldest first (`GET /v1/cards`).
    func cards() async throws(RemoteDataError) -> [CardsTabRepositoryNameSpace.CardRemoteResult]

    /// Fetches the user's accounts, to name the one each card draws on (`GET /v1/accounts`).
    func cardAccounts() async throws(RemoteDataError) -> [CardsTabRepositoryNameSpace.CardAccountRemoteResult]

    /// Fetches the name on the user's cards, from the profile (`GET /v1/profile`).
    func cardHolderName() async throws(RemoteDataError) -> String

    /// Freezes or unfreezes a card (`POST /v1/cards/{id}/freeze` or `/unfreeze`); returns the card after.
    func setFrozen(_ frozen: Bool, cardId: String) async throws(RemoteDataError) -> CardsTabRepositoryNameSpace.CardRemoteResult
}
