import CardsTabUseCaseAPI
import Loadable
import Reactive
import Resolver
import Synchronization

/// The CardsTabUseCase (blueprint §3.2): runs the load state machine over its repository,
/// freezes or unfreezes cards optimistically, rolling back what the gateway refuses, and loads
/// shown cards again when one changed elsewhere. It publishes one `Snapshot`: the cards, and
/// each card's last change with where it stands.
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
        await stateSubject.load(into: \.cards, { try await repository.cards() }, failure: { $0 as? NameSpace.Errors ?? .unavailable })
    }

    public func setFrozen(_ frozen: Bool, cardId: String) async {
        var before: Bool?
        let started = (try? stateSubject.transition { snapshot in
            guard snapshot.changes[cardId]?.progress != .submitting else { throw ChangeOnItsWay() }
            var next = snapshot
            before = next.show(frozen, cardId: cardId)
            next.changes[cardId] = NameSpace.FreezeChange(frozen: frozen, progress: .submitting)
            return next
        }) != nil
        guard started else { return }
        guard let before else {
            // No such card, after `.submitting`: a screen sees it even when it repeats the last outcome.
            stateSubject.update { $0.changes[cardId]?.progress = .failed(.cardNotFound) }
            return stateSubject.deliver()
        }
        let outcome: (shown: Bool, progress: Submission<NameSpace.Errors>)
        do {
            outcome = (try await repository.setFrozen(frozen, cardId: cardId), .done)
        } catch {
            outcome = (before, .failed(error as? NameSpace.Errors ?? .changeRefused(reason: "The change could not be made.")))
        }
        stateSubject.update { snapshot in
            snapshot.show(outcome.shown, cardId: cardId)
            snapshot.changes[cardId]?.progress = outcome.progress
        }
        stateSubject.deliver()
    }
}

// MARK: - Helpers

/// Stops a second change to a card while one is on its way.
private struct ChangeOnItsWay: Error {}

private extension CardsTabUseCaseNameSpace.Snapshot {
    /// Shows card `cardId` with `frozen`.
    /// - Returns: whether it was frozen before; nil when no loaded card has that id.
    @discardableResult
    mutating func show(_ frozen: Bool, cardId: String) -> Bool? {
        guard case .loaded(var shown) = cards, let index = shown.firstIndex(where: { $0.id == cardId }) else { return nil }
        let before = shown[index].isFrozen
        shown[index].isFrozen = frozen
        cards = .loaded(shown)
        return before
    }
}
