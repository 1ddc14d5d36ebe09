import CardsTabUseCaseAPI
import Loadable
import Reactive
import Resolver
import Synchronization

/// The CardsTabUseCase (blueprint §3.2): runs the load state machine over its repository,
/// freezes or unfreezes cards optimistically, rolling back what the gateway refuses, and loads
/// shown cards again when one changed elsewhere.
public final class CardsTabUseCaseImpl: Sendable {
    private let repository: any CardsTabUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(CardsTabUseCaseNameSpace.States.idle)
    /// The cards whose freeze or unfreeze is on its way.
    private let changing = Mutex<Set<String>>([])
    private let subscription = Mutex<AnyCancellable?>(nil)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(CardsTabUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any CardsTabUseCaseRepositoryProtocol) {
        self.repository = repository
        subscription.withLock { subscription in
            subscription = repository.cardsChangedPublisher.sink { [weak self] in
                guard let self else { return }
                switch stateSubject.value {
                case .loaded, .error: Task { await self.load() }
                case .idle, .loading: break
                }
            }
        }
    }
}

// MARK: - CardsTabUseCaseProtocol

extension CardsTabUseCaseImpl: CardsTabUseCaseProtocol {
    public var statePublisher: AnyPublisher<CardsTabUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        await stateSubject.load({ try await repository.cards() }, failure: { $0 as? CardsTabUseCaseNameSpace.Errors ?? .unavailable })
    }

    public func setFrozen(_ frozen: Bool, cardId: String) async throws {
        guard changing.withLock({ $0.insert(cardId).inserted }) else {
            throw CardsTabUseCaseNameSpace.Errors.changeInProgress
        }
        defer { _ = changing.withLock { $0.remove(cardId) } }
        let before = try show(frozen, cardId: cardId)
        do {
            let confirmed = try await repository.setFrozen(frozen, cardId: cardId)
            _ = try? show(confirmed, cardId: cardId)
        } catch {
            _ = try? show(before, cardId: cardId)
            throw error as? CardsTabUseCaseNameSpace.Errors ?? .changeRefused(reason: "The change could not be made.")
        }
    }
}

// MARK: - Helpers

private extension CardsTabUseCaseImpl {
    /// Publishes card `cardId` with `frozen`; returns what it was.
    /// - Throws: `cardNotFound` when no loaded card has that id.
    func show(_ frozen: Bool, cardId: String) throws -> Bool {
        var before = frozen
        _ = try stateSubject.transition { state in
            guard case .loaded(var cards) = state, let index = cards.firstIndex(where: { $0.id == cardId }) else {
                throw CardsTabUseCaseNameSpace.Errors.cardNotFound
            }
            before = cards[index].isFrozen
            cards[index].isFrozen = frozen
            return .loaded(cards)
        }
        return before
    }
}
