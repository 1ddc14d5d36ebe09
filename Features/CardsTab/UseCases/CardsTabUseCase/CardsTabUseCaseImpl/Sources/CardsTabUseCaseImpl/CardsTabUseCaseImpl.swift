import CardsTabUseCaseAPI
import Loadable
import Reactive
import Resolver
import Synchronization

/// The CardsTabUseCase (blueprint §3.2): runs the load state machine over its repository,
/// freezes or unfreezes cards optimistically (rolling back what the gateway refuses and telling
/// the caller why), and loads shown cards again when one changed elsewhere. It publishes one
/// `Snapshot`: the cards, and the cards whose change is on its way.
public final class CardsTabUseCaseImpl: Sendable {
    typealias NameSpace = CardsTabUseCaseNameSpace

    private let repository: any CardsTabUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(NameSpace.Snapshot())
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
                switch stateSubject.value.cards {
                case .loaded, .error: Task { await self.load() }
                case .idle, .loading: break
                }
            }
        }
    }
}

// MARK: - CardsTabUseCaseProtocol

extension CardsTabUseCaseImpl: CardsTabUseCaseProtocol {
    public var statePublisher: AnyPublisher<CardsTabUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        await stateSubject.load(into: \.cards) { () async throws(NameSpace.Errors) in try await repository.cards() }
    }

    public func setFrozen(_ frozen: Bool, cardId: String) async throws(CardsTabUseCaseNameSpace.Errors) {
        var before = false
        try stateSubject.transition { (snapshot) throws(NameSpace.Errors) in
            guard !snapshot.changing.contains(cardId) else { throw .changeOnItsWay }
            var next = snapshot
            guard let shown = next.show(frozen, cardId: cardId) else { throw .cardNotFound }
            before = shown
            next.changing.insert(cardId)
            return next
        }
        let outcome: Result<Bool, NameSpace.Errors>
        do throws(NameSpace.Errors) {
            outcome = .success(try await repository.setFrozen(frozen, cardId: cardId))
        } catch {
            outcome = .failure(error)
        }
        stateSubject.update { snapshot in
            snapshot.show((try? outcome.get()) ?? before, cardId: cardId)
            snapshot.changing.remove(cardId)
        }
        stateSubject.deliver()
        if case .failure(let error) = outcome { throw error }
    }
}

// MARK: - Helpers

private extension CardsTabUseCaseNameSpace.Snapshot {
    /// Shows card `cardId` with `frozen`.
    /// - Returns: whether it was frozen before; nil when no loaded card has that id.
    @discardableResult
    mutating func show(_ frozen: Bool, cardId: String) -> Bool? {
        guard let index = cards.value?.firstIndex(where: { $0.id == cardId }), let before = cards.value?[index].isFrozen else { return nil }
        cards = cards.mapValue { shown in
            var changed = shown
            changed[index].isFrozen = frozen
            return changed
        }
        return before
    }
}
