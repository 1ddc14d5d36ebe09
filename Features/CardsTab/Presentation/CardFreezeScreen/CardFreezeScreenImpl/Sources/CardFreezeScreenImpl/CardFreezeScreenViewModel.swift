import CardFreezeScreenAPI
import CardsTabUseCaseAPI
import Observation
import Reactive

/// The freeze confirmation's interface adapter (blueprint §4.2, 001's MVI shape): renders the card
/// and the change this sheet asked for from the use case's snapshot, forwards the confirmation
/// (the change shows at once on the card, and is undone by the use case if refused), closes once
/// the change is done and explains a refusal.
@MainActor
@Observable
final class CardFreezeScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: CardFreezeScreenDependencies
    @ObservationIgnored private let useCase: any CardsTabUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// Whether this sheet asked for the change: an older change's outcome is not this sheet's.
    @ObservationIgnored private var asked = false
    /// Whether a change to this card is on its way, asked here or before this sheet opened.
    @ObservationIgnored private var changeOnItsWay = false

    init(dependencies: CardFreezeScreenDependencies) {
        self.dependencies = dependencies
        useCase = dependencies.useCase
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in self?.apply(snapshot) }
            .store(in: &cancellables)
    }

    /// Handles `action`.
    func send(_ action: Action) async {
        switch action {
        case .confirm:
            guard !state.isChanging else { return }
            // The use case ignores a second change while one is on its way: its outcome is not this one's.
            guard !changeOnItsWay else { return state.errorMessage = Self.changeOnItsWayText }
            asked = true
            // Where the change stands is published, which `apply(_:)` shows.
            await useCase.setFrozen(!state.isFrozen, cardId: dependencies.cardId)
        case .cancel:
            await dependencies.coordinator.closeCardFreezeScreen()
        }
    }

    private func apply(_ snapshot: CardsTabUseCaseNameSpace.Snapshot) {
        changeOnItsWay = snapshot.changes[dependencies.cardId]?.progress == .submitting
        let change = asked ? snapshot.changes[dependencies.cardId] : nil
        // Before the card: the cards may be reloading (the change's own live event) when it is done.
        if change?.progress == .done {
            // Once: a later snapshot (another card's change) must not close the sheet again.
            asked = false
            Task { [dependencies] in await dependencies.coordinator.closeCardFreezeScreen() }
        }
        if let rendered = Self.render(snapshot, cardId: dependencies.cardId, change: change) {
            state = rendered
        } else if let failure = change?.progress.failure {
            state.isChanging = false
            state.errorMessage = Self.text(for: failure, freezing: change?.frozen ?? !state.isFrozen)
        }
    }

    /// What the sheet says when a change to the card is already on its way.
    static let changeOnItsWayText = "A change to this card is already on its way. Please wait."

    /// What the sheet shows of card `cardId` and of `change`, the one it asked for; nil while no
    /// such card is loaded. While the change is on its way the card already shows its new status,
    /// so the question stays as it was asked.
    static func render(_ snapshot: CardsTabUseCaseNameSpace.Snapshot, cardId: String, change: CardsTabUseCaseNameSpace.FreezeChange?) -> State? {
        guard let card = snapshot.cards.loadedValue?.first(where: { $0.id == cardId }) else { return nil }
        var state = State(isFrozen: card.isFrozen, cardName: card.name)
        guard let change else { return state }
        switch change.progress {
        case .submitting:
            state.isFrozen = !change.frozen
            state.isChanging = true
        case .failed(let error):
            state.errorMessage = text(for: error, freezing: change.frozen)
        case .done:
            break
        }
        return state
    }

    /// What the user reads when a freeze or unfreeze failed; the card shows its old status again.
    static func text(for error: CardsTabUseCaseNameSpace.Errors, freezing: Bool) -> String {
        let undone = freezing ? "The card was not frozen; it still works." : "The card was not unfrozen; it stays frozen."
        switch error {
        case .networkUnavailable: return "PayRed can't reach its server. \(undone)"
        case .sessionExpired: return "Your session has ended. \(undone)"
        case .cardNotFound: return "This card is no longer yours to change."
        case .changeRefused(let reason): return "\(reason) \(undone)"
        case .unavailable: return undone
        }
    }
}
