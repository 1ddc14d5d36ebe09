import CardFreezeScreenAPI
import CardsTabUseCaseAPI
import Observation
import Reactive

/// The freeze confirmation's interface adapter (blueprint §4.2, 001's MVI shape): renders the card
/// from the use case's snapshot, forwards the confirmation (the change shows at once on the card,
/// and is undone by the use case if refused), closes once the change is made and explains a
/// refusal, which the use case returns to it.
@MainActor
@Observable
final class CardFreezeScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: CardFreezeScreenDependencies
    @ObservationIgnored private let useCase: any CardsTabUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// The snapshot published last: shown again once this sheet's change is answered.
    @ObservationIgnored private var snapshot = CardsTabUseCaseNameSpace.Snapshot()

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
            let freezing = !state.isFrozen
            // The question stays as asked while the card already shows its new status.
            state.isChanging = true
            state.errorMessage = nil
            do {
                try await useCase.setFrozen(freezing, cardId: dependencies.cardId)
                await dependencies.coordinator.closeCardFreezeScreen()
            } catch {
                state.isChanging = false
                apply(snapshot)
                state.errorMessage = Self.text(for: error, freezing: freezing)
            }
        case .cancel:
            await dependencies.coordinator.closeCardFreezeScreen()
        }
    }

    /// Shows the card's name and, unless this sheet's change is on its way, its status.
    private func apply(_ snapshot: CardsTabUseCaseNameSpace.Snapshot) {
        self.snapshot = snapshot
        guard !state.isChanging, let card = snapshot.cards.value?.first(where: { $0.id == dependencies.cardId }) else { return }
        state.cardName = card.name
        state.isFrozen = card.isFrozen
    }

    /// What the user reads when a freeze or unfreeze failed; the card shows its old status again.
    static func text(for error: CardsTabUseCaseNameSpace.Errors, freezing: Bool) -> String {
        let undone = freezing ? Strings.CardsTab.Errors.notFrozen : Strings.CardsTab.Errors.notUnfrozen
        switch error {
        case .networkUnavailable: return Strings.CardsTab.Errors.networkUnavailable(undone)
        case .sessionExpired: return Strings.CardsTab.Errors.sessionExpired(undone)
        case .cardNotFound: return Strings.CardsTab.Errors.cardNotFound
        case .changeRefused(let reason): return "\(reason) \(undone)"
        case .changeOnItsWay: return Strings.CardsTab.Errors.changeOnItsWay
        case .unavailable: return undone
        }
    }
}
