import CardDetailScreenAPI
import CardsTabUseCaseAPI
import IBANRule
import Observation
import Reactive

/// The CardDetailScreen's interface adapter (blueprint §4.2, 001's MVI shape): renders one card from
/// the Cards use case's snapshot, which shows a freeze at once; the confirmation is a sheet of its own.
@MainActor
@Observable
final class CardDetailScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: CardDetailScreenDependencies
    @ObservationIgnored private let useCase: any CardsTabUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: CardDetailScreenDependencies) {
        self.dependencies = dependencies
        useCase = dependencies.useCase
        subscribeToPublishers()
    }

    /// Handles `action`: the navigation it starts.
    func send(_ action: Action) async {
        switch action {
        case .toggleFreeze: await dependencies.coordinator.showCardFreeze(cardId: dependencies.cardId)
        case .back: await dependencies.coordinator.closeCardDetailScreen()
        }
    }

    private func subscribeToPublishers() {
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in
                guard let self else { return }
                state = Self.render(snapshot.cards, cardId: dependencies.cardId)
            }
            .store(in: &cancellables)
    }

    /// What the screen shows of card `cardId` in `cards`.
    static func render(_ cards: CardsTabUseCaseNameSpace.States, cardId: String) -> State {
        // A reload, and a failed one, show the cards loaded before (the state's `last`).
        guard let list = cards.value else {
            return State(content: cards.failure == nil ? .loading : .error(Strings.CardsTab.Errors.unavailable))
        }
        return State(content: list.first { $0.id == cardId }.map { .loaded(detail($0)) } ?? .missing)
    }

    /// The card as text.
    static func detail(_ card: CardsTabUseCaseNameSpace.Card) -> State.Detail {
        let account = [card.account.name, IBANRule.grouped(card.account.iban)].filter { !$0.isEmpty }.joined(separator: " · ")
        return State.Detail(
            name: card.name,
            number: "•••• •••• •••• \(card.last4)",
            holder: card.holderName,
            brand: card.brand.prefix(1).uppercased() + card.brand.dropFirst(),
            expiry: "\(card.expiryMonth < 10 ? "0" : "")\(card.expiryMonth)/\(card.expiryYear)",
            account: account.isEmpty ? card.account.id : account,
            status: card.isFrozen ? Strings.CardsTab.Detail.frozen : Strings.CardsTab.Detail.active,
            isFrozen: card.isFrozen
        )
    }
}
