import CardsTabScreenAPI
import CardsTabUseCaseAPI
import Observation
import Reactive
import SettingsUseCaseAPI

/// The CardsTabScreen's interface adapter (blueprint §4.2, 001's MVI shape): renders the cards as
/// lines of text, and forwards a load or the way to a card's detail. It holds no business rule.
@MainActor
@Observable
final class CardsTabScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Where the cards stand.
        enum Content: Equatable {
            /// Not asked for yet, or on its way.
            case loading
            /// The cards, one line each.
            case loaded([Row])
            /// Loading failed; the text says what to do.
            case error(String)
        }

        /// One card's line.
        struct Row: Equatable {
            var id: String
            /// "Everyday card · Frozen · Visa •••• 4821 · Main account": the status before what a narrow terminal cuts.
            var text: String
        }

        var content: Content = .loading

        /// Why the last refresh failed, while what is shown was loaded before; nil otherwise.

        var offlineNotice: String?
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Load the cards (on appear, `r`, Retry).
        case load
        /// Open a card's detail.
        case open(cardId: String)
    }

    private(set) var state = State()

    @ObservationIgnored private let dependencies: CardsTabScreenDependencies
    @ObservationIgnored private let useCase: any CardsTabUseCaseProtocol
    @ObservationIgnored private let settings: any SettingsUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// The cards as published last, worded again when the language changes.
    @ObservationIgnored private var cards = CardsTabUseCaseNameSpace.States.idle

    init(dependencies: CardsTabScreenDependencies, settings: any SettingsUseCaseProtocol) {
        self.dependencies = dependencies
        self.settings = settings
        useCase = dependencies.useCase
        subscribeToPublishers()
    }

    /// Handles `action`: the request or navigation it starts.
    func send(_ action: Action) async {
        switch action {
        case .load:
            await useCase.load()
        case .open(let cardId):
            await dependencies.coordinator.showCardDetail(cardId: cardId)
        }
    }

    /// Follows the cards, worded again when the language changes.
    private func subscribeToPublishers() {
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in
                guard let self else { return }
                cards = snapshot.cards
                state = Self.render(cards)
            }
            .store(in: &cancellables)
        settings.statePublisher
            .map(\.appearance)
            .removeDuplicates()
            .dropFirst()
            .observeOnMain { [weak self] _ in
                guard let self else { return }
                state = Self.render(cards)
            }
            .store(in: &cancellables)
    }

    /// What the screen shows of `cards`: a reload, and a failed one, show the list loaded before
    /// (the state's `last`); offline, under one short line.
    static func render(_ cards: CardsTabUseCaseNameSpace.States) -> State {
        guard let list = cards.value else {
            return State(content: cards.failure.map { .error(text(for: $0)) } ?? .loading)
        }
        return State(
            content: .loaded(list.map { card in
                let account = card.account.name.isEmpty ? "" : " · \(card.account.name)"
                return .init(id: card.id, text: "\(card.name) · \(CardText.status(card)) · \(CardText.brand(card)) \(CardText.shortNumber(card))\(account)")
            }),
            offlineNotice: cards.failure.map(staleText)
        )
    }

    /// The line over a list loaded before when a reload failed with `error`.
    private static func staleText(for error: CardsTabUseCaseNameSpace.Errors) -> String {
        error == .networkUnavailable ? Strings.CardsTab.Errors.offline : text(for: error)
    }

    /// What the user reads for a failed load (blueprint §11.3: the view model formats errors).
    static func text(for error: CardsTabUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.CardsTab.Errors.networkUnavailable
        case .sessionExpired: Strings.CardsTab.Errors.sessionExpired
        default: Strings.CardsTab.Errors.unavailable
        }
    }
}
