import CardDetailScreenAPI
import CardsTabUseCaseAPI
import Observation
import Reactive

/// The CardDetailScreen's interface adapter (blueprint §4.2, 001's MVI shape): one card from the
/// Cards use case's state, and its freeze or unfreeze behind a confirmation. It holds no business
/// rule: the optimistic change and its rollback belong to the use case.
@MainActor
@Observable
final class CardDetailScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: CardDetailScreenDependencies
    @ObservationIgnored private let useCase: any CardsTabUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: CardDetailScreenDependencies, useCase: any CardsTabUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        subscribeToPublishers()
    }

    /// Applies what `action` changes in the state at once.
    func reduce(_ action: Action) {
        switch action {
        case .askToToggleFreeze where !state.isChanging:
            state.isConfirming = true
            state.errorMessage = nil
        case .cancel, .confirm:
            state.isConfirming = false
        default:
            break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        let wasFrozen = if case .loaded(let detail) = state.content { detail.isFrozen } else { false }
        reduce(action)
        switch action {
        case .askToToggleFreeze, .cancel:
            break
        case .confirm:
            await setFrozen(!wasFrozen)
        case .back:
            await dependencies.coordinator.closeCardDetailScreen()
        }
    }

    private func setFrozen(_ frozen: Bool) async {
        guard !state.isChanging else { return }
        state.isChanging = true
        defer { state.isChanging = false }
        do {
            try await useCase.setFrozen(frozen, cardId: dependencies.cardId)
            state.errorMessage = nil
        } catch {
            state.errorMessage = Self.text(for: error, freezing: frozen)
        }
    }

    private func subscribeToPublishers() {
        useCase.statePublisher
            .observeOnMain { [weak self] state in self?.apply(state) }
            .store(in: &cancellables)
    }

    private func apply(_ useCaseState: CardsTabUseCaseNameSpace.States) {
        switch useCaseState {
        case .idle, .loading:
            if case .loaded = state.content { return }
            state.content = .loading
        case .loaded(let cards):
            guard let card = cards.first(where: { $0.id == dependencies.cardId }) else { return state.content = .missing }
            state.content = .loaded(Self.detail(card))
        case .error:
            state.content = .error("Your cards could not be loaded. Go back and retry.")
        }
    }

    /// The card as text.
    static func detail(_ card: CardsTabUseCaseNameSpace.Card) -> State.Detail {
        let account = [card.account.name, card.account.iban].filter { !$0.isEmpty }.joined(separator: " · ")
        return State.Detail(
            name: card.name,
            number: "•••• •••• •••• \(card.last4)",
            holder: card.holderName,
            brand: card.brand.prefix(1).uppercased() + card.brand.dropFirst(),
            expiry: "\(card.expiryMonth < 10 ? "0" : "")\(card.expiryMonth)/\(card.expiryYear)",
            account: account.isEmpty ? card.account.id : account,
            status: card.isFrozen ? "Frozen" : "Active",
            isFrozen: card.isFrozen
        )
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
