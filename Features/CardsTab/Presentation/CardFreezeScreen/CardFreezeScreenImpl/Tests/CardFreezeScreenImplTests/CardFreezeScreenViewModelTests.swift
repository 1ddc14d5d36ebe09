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

/// The freeze confirmation: its question from the card's status, the change asked of the use case,
/// and its outcome, which the use case returns to this sheet (done closes it, a refusal is
/// explained); compared whole, and drawn at 80×24 in each language.
@MainActor
final class CardFreezeScreenViewModelTests: XCTestCase {
    private var useCase: CardsTabUseCaseStub!
    private var coordinator: CardFreezeScreenCoordinatorStub!
    private var sut: CardFreezeScreenViewModel!

    private static func card(frozen: Bool, name: String = "Everyday card") -> CardsTabUseCaseNameSpace.Card {
        .init(id: "c1", name: name, brand: "visa", last4: "4821", expiryMonth: 9, expiryYear: 2029, holderName: "Ana Lopez",
              account: .init(id: "acc-1", name: "Main account", iban: "DE84100101231234567890"), isFrozen: frozen)
    }

    /// The snapshot with card c1 `frozen`.
    private static func snapshot(frozen: Bool) -> Snapshot {
        Snapshot(cards: .loaded([card(frozen: frozen)]))
    }

    override func setUp() async throws {
        useCase = CardsTabUseCaseStub()
        // Only the tests that set `onSetFrozen` or `setFrozenResult` expect the card to change.
        useCase.failsOnUnexpectedCalls = true
        coordinator = CardFreezeScreenCoordinatorStub()
        coordinator.onCloseCardFreezeScreen = {}
        sut = makeViewModel()
    }

    /// A sheet for card `c1` on the test's stubs, before the card is published.
    private func makeViewModel() -> CardFreezeScreenViewModel {
        CardFreezeScreenViewModel(dependencies: .init(coordinator: coordinator, useCase: useCase, cardId: "c1"))
    }

    private func makeHost() -> ViewHost {
        let viewModel: CardFreezeScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(CardFreezeScreenView(viewModel: viewModel)) }
    }

    /// Confirms, as the user does, with the card shown `frozen`; the use case answers `outcome`.
    private func confirm(frozen: Bool, outcome: Result<Void, CardsTabUseCaseNameSpace.Errors> = .success(())) async {
        useCase.statePublisherSubject.send(Self.snapshot(frozen: frozen))
        useCase.setFrozenResult = outcome
        await sut.send(.confirm)
    }

    /// Confirms with the card shown unfrozen, and holds the use case's answer at `gate` while `inspect` runs.
    private func confirmHeld(by gate: RequestGate, while inspect: () async throws -> Void) async rethrows {
        useCase.statePublisherSubject.send(Self.snapshot(frozen: false))
        useCase.onSetFrozen = { _, _ in await gate.pass() }
        let viewModel: CardFreezeScreenViewModel = sut
        try await gate.hold({ await viewModel.send(.confirm) }, while: inspect)
    }

    func testTheQuestionFollowsTheCardsStatus() async {
        useCase.statePublisherSubject.send(Self.snapshot(frozen: true))
        XCTAssertEqual(sut.state, State(isFrozen: true, cardName: "Everyday card"))
    }

    func testConfirmingAsksTheUseCaseForTheOtherStatusAndClosesOnceItIsMade() async {
        await confirm(frozen: false)

        XCTAssertEqual(useCase.setFrozenReceivedArguments.map(\.frozen), [true])
        XCTAssertEqual(useCase.setFrozenReceivedArguments.map(\.cardId), ["c1"])
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 1)
    }

    func testWhileTheChangeIsOnItsWayTheQuestionStaysAsAsked() async {
        let gate = RequestGate()
        await confirmHeld(by: gate) {
            // The card already shows frozen: the use case shows a change at once.
            useCase.statePublisherSubject.send(Snapshot(cards: .loaded([Self.card(frozen: true)]), changing: ["c1"]))
            XCTAssertEqual(sut.state, State(isFrozen: false, cardName: "Everyday card", isChanging: true))
        }
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 1)
    }

    func testARefusalIsExplainedAndTheSheetStays() async {
        await confirm(frozen: false, outcome: .failure(.changeRefused(reason: "Cards cannot be changed now.")))

        XCTAssertEqual(sut.state, State(isFrozen: false, cardName: "Everyday card", errorMessage: "Cards cannot be changed now. The card was not frozen; it still works."))
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 0)
    }

    func testWhatChangedWhileTheChangeWasOnItsWayShowsOnceItIsRefused() async {
        let gate = RequestGate()
        useCase.statePublisherSubject.send(Self.snapshot(frozen: false))
        useCase.onSetFrozen = { (_, _) throws(CardsTabUseCaseNameSpace.Errors) in
            await gate.pass()
            throw .networkUnavailable
        }
        let viewModel: CardFreezeScreenViewModel = sut
        await gate.hold({ await viewModel.send(.confirm) }) {
            useCase.statePublisherSubject.send(Snapshot(cards: .loaded([Self.card(frozen: false, name: "Travel card")])))
        }

        XCTAssertEqual(sut.state, State(
            isFrozen: false, cardName: "Travel card", errorMessage: "PayRed can't reach its server. The card was not frozen; it still works."
        ))
    }

    func testAChangeAlreadyOnItsWayIsExplained() async {
        await confirm(frozen: true, outcome: .failure(.changeOnItsWay))

        XCTAssertEqual(sut.state, State(isFrozen: true, cardName: "Everyday card", errorMessage: "A change to this card is already on its way. Please wait."))
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 0)
    }

    func testAChangeMadeElsewhereShowsWithoutClosingTheSheet() async {
        useCase.statePublisherSubject.send(Self.snapshot(frozen: false))
        useCase.statePublisherSubject.send(Self.snapshot(frozen: true))

        XCTAssertEqual(sut.state, State(isFrozen: true, cardName: "Everyday card"))
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 0)
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
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Self.snapshot(frozen: false))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-freeze-question"))
        }
    }

    func testSnapshotErrorAfterARefusal() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await confirm(frozen: true, outcome: .failure(.networkUnavailable))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-unfreeze-not-applied"))
        }
    }

    func testSnapshotLoadingWhileTheGatewayFreezes() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            let gate = RequestGate()
            await confirmHeld(by: gate) {
                useCase.statePublisherSubject.send(Snapshot(cards: .loaded([Self.card(frozen: true)]), changing: ["c1"]))
                assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-freezing"))
            }
        }
    }
}
