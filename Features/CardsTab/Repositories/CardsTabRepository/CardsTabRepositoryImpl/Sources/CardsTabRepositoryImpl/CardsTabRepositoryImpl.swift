import CardsTabRepositoryAPI
import CardsTabUseCaseAPI
import Reactive
import RemoteDataError
import Resolver

/// The CardsTabRepository (blueprint §2.2): joins the gateway's cards with the accounts they draw
/// on and the holder's name, and turns the data source's errors into the use case's.
public final class CardsTabRepositoryImpl: Sendable {
    private let remoteData: any CardsTabRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(CardsTabRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any CardsTabRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - CardsTabUseCaseRepositoryProtocol

extension CardsTabRepositoryImpl: CardsTabUseCaseRepositoryProtocol {
    public var cardsChangedPublisher: AnyPublisher<Void, Never> {
        remoteData.cardsChangedPublisher
    }

    public func cards() async throws(CardsTabUseCaseNameSpace.Errors) -> [CardsTabUseCaseNameSpace.Card] {
        do throws(RemoteDataError) {
            async let cards = Result { () async throws(RemoteDataError) in try await remoteData.cards() }
            async let accounts = Result { () async throws(RemoteDataError) in try await remoteData.cardAccounts() }
            async let holder = Result { () async throws(RemoteDataError) in try await remoteData.cardHolderName() }
            let accountsByID = Dictionary(try await accounts.get().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let holderName = try await holder.get()
            return try await cards.get().map { card in
                let account = accountsByID[card.accountId]
                return CardsTabUseCaseNameSpace.Card(
                    id: card.id,
                    name: card.name,
                    brand: card.brand,
                    last4: card.last4,
                    expiryMonth: card.expiryMonth,
                    expiryYear: card.expiryYear,
                    holderName: holderName,
                    account: .init(id: card.accountId, name: account?.name ?? "", iban: account?.iban ?? ""),
                    isFrozen: card.frozen
                )
            }
        } catch {
            throw Self.domainError(error, whileChanging: false)
        }
    }

    public func setFrozen(_ frozen: Bool, cardId: String) async throws(CardsTabUseCaseNameSpace.Errors) -> Bool {
        do throws(RemoteDataError) {
            return try await remoteData.setFrozen(frozen, cardId: cardId).frozen
        } catch {
            throw Self.domainError(error, whileChanging: true)
        }
    }

    /// The use case's error for a data-source failure; a refusal of a change keeps the gateway's reason, an
    /// answer that could not be read is `unavailable`, which the screen words in the language shown.
    private static func domainError(_ error: RemoteDataError, whileChanging: Bool) -> CardsTabUseCaseNameSpace.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        case .sessionExpired: .sessionExpired
        case .rejected(code: "card_not_found", _): .cardNotFound
        case .rejected(_, let message) where whileChanging: .changeRefused(reason: message)
        case .rejected, .locked, .wrongSecret, .invalidResponse, .cancelled: .unavailable
        }
    }
}
