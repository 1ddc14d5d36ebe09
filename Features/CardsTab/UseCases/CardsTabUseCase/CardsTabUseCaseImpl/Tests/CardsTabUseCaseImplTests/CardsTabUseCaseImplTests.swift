import CardsTabUseCaseAPI
import CardsTabUseCaseAPITestDoubles
import CardsTabUseCaseImpl
import Reactive
import TestSupport
import XCTest

/// The cards' load state machine and the optimistic freeze with its rollback, as the snapshot shows them.
final class CardsTabUseCaseImplTests: SerialExecutorTestCase {
    private typealias NameSpace = CardsTabUseCaseNameSpace
    private var repository: CardsTabUseCaseRepositoryStub!
    private var sut: CardsTabUseCaseImpl!

    private static func card(_ id: String, frozen: Bool) -> NameSpace.Card {
        .init(
            id: id, name: "Card \(id)", brand: "visa", last4: "4821", expiryMonth: 9, expiryYear: 2029,
            holderName: "Ana Lopez", account: .init(id: "acc-1", name: "Main", iban: "DE84100101231234567890"), isFrozen: frozen
        )
    }

    private let cards = [card("c1", frozen: false), card("c2", frozen: true)]

    override func setUp() {
        super.setUp()
        repository = CardsTabUseCaseRepositoryStub()
        repository.cardsResult = .success(cards)
        sut = CardsTabUseCaseImpl(repository: repository)
    }

    func testLoadPublishesLoadingThenTheCards() async {
        let recorder = StateRecorder(cardsPublisher)

        await sut.load()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded(cards)])
    }

    func testACardChangedElsewhereLoadsShownCardsAgain() async {
        repository.cardsChangedPublisherSubject.send(())
        await settle()
        XCTAssertEqual(repository.cardsCallCount, 0, "nothing shown yet: nothing to load again")

        await sut.load()
        repository.cardsChangedPublisherSubject.send(())
        let reloaded = await waitUntil { self.repository.cardsCallCount == 2 }
        XCTAssertTrue(reloaded)
    }

    func testAFailedLoadIsPublished() async {
        repository.cardsResult = .failure(NameSpace.Errors.networkUnavailable)
        let recorder = StateRecorder(cardsPublisher)

        await sut.load()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.networkUnavailable)])
    }

    func testFreezingShowsAtOnceThenKeepsWhatTheGatewayConfirmed() async throws {
        await sut.load()
        let gate = RequestGate()
        repository.onSetFrozen = { frozen, _ in
            await gate.pass()
            return frozen
        }
        let useCase: CardsTabUseCaseImpl = sut
        let freeze = Task { try await useCase.setFrozen(true, cardId: "c1") }
        await gate.waitUntilEntered()

        let frozen = [Self.card("c1", frozen: true), cards[1]]
        XCTAssertEqual(lastSnapshot, NameSpace.Snapshot(cards: .loaded(frozen), changing: ["c1"]), "shown before the gateway answers")

        gate.open()
        try await freeze.value
        XCTAssertEqual(lastSnapshot, NameSpace.Snapshot(cards: .loaded(frozen)))
        XCTAssertEqual(repository.setFrozenReceivedArguments.map(\.cardId), ["c1"])
    }

    func testARefusedChangeIsRolledBackAndThrownToTheCaller() async {
        await sut.load()
        repository.setFrozenResult = .failure(NameSpace.Errors.changeRefused(reason: "Cards cannot be changed now."))
        let recorder = StateRecorder(cardsPublisher)

        await assertThrows(NameSpace.Errors.changeRefused(reason: "Cards cannot be changed now.")) { try await self.sut.setFrozen(false, cardId: "c2") }

        XCTAssertEqual(recorder.recorded, [.loaded(cards), .loaded([cards[0], Self.card("c2", frozen: false)]), .loaded(cards)])
        XCTAssertEqual(lastSnapshot.changing, [])
    }

    func testAnyFailureIsRolledBackAndThrownAsIs() async {
        await sut.load()
        repository.setFrozenResult = .failure(.networkUnavailable)

        await assertThrows(NameSpace.Errors.networkUnavailable) { try await self.sut.setFrozen(true, cardId: "c1") }

        XCTAssertEqual(lastSnapshot, NameSpace.Snapshot(cards: .loaded(cards)))
    }

    func testOfflineAChangeToACardLoadedBeforeIsTriedAndRolledBackKeepingTheOfflineState() async {
        await sut.load()
        repository.cardsResult = .failure(.networkUnavailable)
        await sut.load()
        repository.setFrozenResult = .failure(.networkUnavailable)

        await assertThrows(NameSpace.Errors.networkUnavailable) { try await self.sut.setFrozen(true, cardId: "c1") }

        XCTAssertTrue(repository.setFrozenCalled)
        XCTAssertEqual(lastSnapshot, NameSpace.Snapshot(cards: .error(.networkUnavailable, last: cards)))
    }

    func testAnUnknownCardIsNotSentToTheGateway() async {
        await sut.load()

        await assertThrows(NameSpace.Errors.cardNotFound) { try await self.sut.setFrozen(true, cardId: "nope") }

        XCTAssertFalse(repository.setFrozenCalled)
        XCTAssertEqual(lastSnapshot, NameSpace.Snapshot(cards: .loaded(cards)))
    }

    func testASecondChangeToTheSameCardWhileTheFirstIsOnItsWayIsRefused() async throws {
        await sut.load()
        let gate = RequestGate()
        repository.onSetFrozen = { frozen, _ in
            await gate.pass()
            return frozen
        }
        let useCase: CardsTabUseCaseImpl = sut
        let first = Task { try await useCase.setFrozen(true, cardId: "c1") }
        await gate.waitUntilEntered()

        await assertThrows(NameSpace.Errors.changeOnItsWay) { try await self.sut.setFrozen(false, cardId: "c1") }
        XCTAssertEqual(lastSnapshot.changing, ["c1"])

        gate.open()
        try await first.value
        XCTAssertEqual(repository.setFrozenCallCount, 1)
        XCTAssertEqual(lastSnapshot.changing, [])
    }

    // MARK: - Helpers

    /// The cards load in each snapshot, repeats dropped.
    private var cardsPublisher: AnyPublisher<NameSpace.States, Never> {
        sut.statePublisher.map(\.cards).removeDuplicates().eraseToAnyPublisher()
    }

    /// The snapshot published last.
    private var lastSnapshot: NameSpace.Snapshot {
        StateRecorder(sut.statePublisher).recorded.last ?? NameSpace.Snapshot()
    }
}
