import CardFreezeScreenAPI
import CardsTabUseCaseAPI
import Observation
import Reactive

/// The freeze confirmation's interface adapter (blueprint §4.2, 001's MVI shape): asks, then has
/// the use case freeze or unfreeze (the change shows at once on the card, and is undone by the use
/// case if refused); it closes on success and explains a refusal.
@MainActor
@Observable
final class CardFreezeScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: CardFreezeScreenDependencies
    @ObservationIgnored private let useCase: any CardsTabUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: CardFreezeScreenDependencies) {
        self.dependencies = dependencies
        useCase = dependencies.useCase
        useCase.statePublisher
            .observeOnMain { [weak self] state in self?.apply(state) }
            .store(in: &cancellables)
    }

    /// Handles `action`.
    func send(_ action: Action) async {
        switch action {
        case .confirm: await change()
        case .cancel: await dependencies.coordinator.closeCardFreezeScreen()
        }
    }

    private func change() async {
        guard !state.isChanging else { return }
        let freezing = !state.isFrozen
        state.isChanging = true
        state.errorMessage = nil
        do {
            try await useCase.setFrozen(freezing, cardId: dependencies.cardId)
            state.isChanging = false
            await dependencies.coordinator.closeCardFreezeScreen()
        } catch {
            state.isChanging = false
            state.errorMessage = Self.text(for: error, freezing: freezing)
        }
    }

    private func apply(_ useCaseState: CardsTabUseCaseNameSpace.States) {
        // While the change is on its way the card already shows its new status; the question stays.
        guard !state.isChanging, case .loaded(let cards) = useCaseState,
              let card = cards.first(where: { $0.id == dependencies.cardId }) else { return }
        state.isFrozen = card.isFrozen
        state.cardName = card.name
    }

    /// What the user reads when a freeze or unfreeze failed; the card shows its old status again.
    static func text(for error: any Error, freezing: Bool) -> String {
        let undone = freezing ? "The card was not frozen; it still works." : "The card was not unfrozen; it stays frozen."
        switch error as? CardsTabUseCaseNameSpace.Errors {
        case .networkUnavailable: return "PayRed can't reach its server. \(undone)"
        case .sessionExpired: return "Your session has ended. \(undone)"
        case .cardNotFound: return "This card is no longer yours to change."
        case .changeInProgress: return "A change to this card is already on its way."
        case .changeRefused(let reason): return "\(reason) \(undone)"
        default: return undone
        }
    }
}
