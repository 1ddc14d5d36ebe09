// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import CardFreezeScreenImpl
import CardFreezeScreenAPI
import CardFreezeScreenAPITestDoubles
import CardsTabUseCaseAPI
import CardsTabUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private typealias State = CardFreezeScreenViewModel.State
private typealias Snapshot = CardsTabUseCaseNameSpace.Snapshot
private typealias FreezeChange = CardsTabUseCaseNameSpace.FreezeChange

/// The freeze confirmation: its question from the card's status, the change forwarded to the use
/// case, and the change this sheet asked for rendered from the snapshot (on its way, refused, or
/// done, which closes); compared whole, and drawn at 80×24.
@MainActor
final class CardFreezeScreenViewModelTests: XCTestCase {
    private var useCase: CardsTabUseCaseStub!
    private var coordinator: CardFreezeScreenCoordinatorStub!
    private var sut: CardFreezeScreenViewModel!

    private static func card(frozen: Bool) -> CardsTabUseCaseNameSpace.Card {
        .init(id: "c1", name: "Everyday card", brand: "visa", last4: "4821", expiryMonth: 9, expiryYear: 2029, holderName: "Ana Lopez",
              account: .init(id: "acc-1", name: "Main account", iban: "DE84100101231234567890"), isFrozen: frozen)
    }

    /// The snapshot with card c1 `frozen`, and `change` as c1's last change.
    private static func snapshot(frozen: Bool, change: FreezeChange? = nil) -> Snapshot {
        Snapshot(cards: .loaded([card(frozen: frozen)]), changes: change.map { ["c1": $0] } ?? [:])
    }

    override func setUp() async throws {
        useCase = CardsTabUseCaseStub()
        // Only the tests that set `onSetFrozen` expect the card to change.
        useCase.failsOnUnexpectedCalls = true
        coordinator = CardFreezeScreenCoordinatorStub()
        sut = CardFreezeScreenViewModel(dependencies: .init(coordinator: coordinator, useCase: useCase, cardId: "c1"))
    }

    private func makeHost() -> ViewHost {
        let viewModel: CardFreezeScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(CardFreezeScreenView(viewModel: viewModel)) }
    }

    /// Confirms, as the user does, with the card shown `frozen`.
    private func confirm(frozen: Bool) async {
        useCase.statePublisherSubject.send(Self.snapshot(frozen: frozen))
        useCase.onSetFrozen = { _, _ in }
        await sut.send(.confirm)
    }

    func testTheQuestionFollowsTheCardsStatus() async {
        useCase.statePublisherSubject.send(Self.snapshot(frozen: true))
        XCTAssertEqual(sut.state, State(isFrozen: true, cardName: "Everyday card"))
    }

    func testConfirmingAsksTheUseCaseForTheOtherStatus() async {
        await confirm(frozen: false)

        XCTAssertEqual(useCase.setFrozenReceivedArguments.map(\.frozen), [true])
        XCTAssertEqual(useCase.setFrozenReceivedArguments.map(\.cardId), ["c1"])
    }

    func testWhileTheChangeIsOnItsWayTheQuestionStaysAsAsked() async {
        await confirm(frozen: false)

        // The card already shows frozen: the use case shows a change at once.
        useCase.statePublisherSubject.send(Self.snapshot(frozen: true, change: FreezeChange(frozen: true, progress: .submitting)))

        XCTAssertEqual(sut.state, State(isFrozen: false, cardName: "Everyday card", isChanging: true))
    }

    func testTheSheetClosesOnceTheChangeIsDone() async {
        await confirm(frozen: false)
        let gate = RequestGate()
        coordinator.onCloseCardFreezeScreen = { await gate.pass() }

        useCase.statePublisherSubject.send(Self.snapshot(frozen: true, change: FreezeChange(frozen: true, progress: .done)))
        await gate.waitUntilEntered()
        gate.open()

        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 1)
        XCTAssertEqual(sut.state, State(isFrozen: true, cardName: "Everyday card"))
    }

    func testARefusalIsExplainedAndTheSheetStays() async {
        await confirm(frozen: false)

        let refused = FreezeChange(frozen: true, progress: .failed(.changeRefused(reason: "Cards cannot be changed now.")))
        useCase.statePublisherSubject.send(Self.snapshot(frozen: false, change: refused))

        XCTAssertEqual(sut.state, State(isFrozen: false, cardName: "Everyday card", errorMessage: "Cards cannot be changed now. The card was not frozen; it still works."))
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 0)
    }

    func testAChangeThisSheetDidNotAskForIsNotShown() async {
        let older = FreezeChange(frozen: true, progress: .failed(.networkUnavailable))
        useCase.statePublisherSubject.send(Self.snapshot(frozen: false, change: older))
        XCTAssertEqual(sut.state, State(isFrozen: false, cardName: "Everyday card"))

        useCase.statePublisherSubject.send(Self.snapshot(frozen: true, change: FreezeChange(frozen: true, progress: .done)))
        XCTAssertEqual(sut.state, State(isFrozen: true, cardName: "Everyday card"))
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 0)
    }

    func testAChangeAlreadyOnItsWayIsNotAskedAgain() async {
        useCase.statePublisherSubject.send(Self.snapshot(frozen: true, change: FreezeChange(frozen: true, progress: .submitting)))

        await sut.send(.confirm)

        XCTAssertFalse(useCase.setFrozenCalled)
        XCTAssertEqual(sut.state.errorMessage, CardFreezeScreenViewModel.changeOnItsWayText)
    }

    func testTheSheetClosesWhenTheChangeIsDoneWhileTheCardsReload() async {
        await confirm(frozen: false)
        let gate = RequestGate()
        coordinator.onCloseCardFreezeScreen = { await gate.pass() }

        useCase.statePublisherSubject.send(Snapshot(cards: .loading, changes: ["c1": FreezeChange(frozen: true, progress: .done)]))
        await gate.waitUntilEntered()
        gate.open()

        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 1)
    }

    func testCancelClosesWithoutAChange() async {
        await sut.send(.cancel)
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 1)
        XCTAssertFalse(useCase.setFrozenCalled)
    }

    func testEveryFailureSaysTheCardIsAsBefore() async {
        XCTAssertEqual(CardFreezeScreenViewModel.text(for: .networkUnavailable, freezing: false),
                       "PayRed can't reach its server. The card was not unfrozen; it stays frozen.")
        XCTAssertEqual(CardFreezeScreenViewModel.text(for: .cardNotFound, freezing: true), "This card is no longer yours to change.")
    }

    // MARK: - Snapshots

    func testSnapshotContentAskingToFreeze() async {
        useCase.statePublisherSubject.send(Self.snapshot(frozen: false))
        assertSnapshot(of: makeHost(), as: .terminal, named: "content-freeze-question")
    }

    func testSnapshotErrorAfterARefusal() async {
        await confirm(frozen: true)
        useCase.statePublisherSubject.send(Self.snapshot(frozen: true, change: FreezeChange(frozen: false, progress: .failed(.networkUnavailable))))
        assertSnapshot(of: makeHost(), as: .terminal, named: "error-unfreeze-not-applied")
    }

    func testSnapshotLoadingWhileTheGatewayFreezes() async {
        await confirm(frozen: false)
        useCase.statePublisherSubject.send(Self.snapshot(frozen: true, change: FreezeChange(frozen: true, progress: .submitting)))
        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-freezing")
    }
}
