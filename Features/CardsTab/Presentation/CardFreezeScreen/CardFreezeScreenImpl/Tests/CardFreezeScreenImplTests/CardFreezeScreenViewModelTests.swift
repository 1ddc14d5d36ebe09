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

/// The freeze confirmation: its question from the card's status, the change through the use case,
/// closing on success and explaining a refusal; compared whole, and drawn at 80×24.
@MainActor
final class CardFreezeScreenViewModelTests: XCTestCase {
    private var useCase: CardsTabUseCaseStub!
    private var coordinator: CardFreezeScreenCoordinatorStub!
    private var sut: CardFreezeScreenViewModel!

    private static func card(frozen: Bool) -> CardsTabUseCaseNameSpace.Card {
        .init(id: "c1", name: "Everyday card", brand: "visa", last4: "4821", expiryMonth: 9, expiryYear: 2029, holderName: "Ana Lopez",
              account: .init(id: "acc-1", name: "Main account", iban: "DE84100101231234567890"), isFrozen: frozen)
    }

    override func setUp() async throws {
        useCase = CardsTabUseCaseStub()
        // Only the tests that set `setFrozenResult` or `onSetFrozen` expect the card to change.
        useCase.failsOnUnexpectedCalls = true
        coordinator = CardFreezeScreenCoordinatorStub()
        sut = CardFreezeScreenViewModel(dependencies: .init(coordinator: coordinator, useCase: useCase, cardId: "c1"))
    }

    private func makeHost() -> ViewHost {
        let viewModel: CardFreezeScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(CardFreezeScreenView(viewModel: viewModel)) }
    }

    func testTheQuestionFollowsTheCardsStatus() async {
        useCase.statePublisherSubject.send(.loaded([Self.card(frozen: true)]))
        XCTAssertEqual(sut.state, State(isFrozen: true, cardName: "Everyday card"))
    }

    func testConfirmingFreezesThroughTheUseCaseAndCloses() async {
        useCase.statePublisherSubject.send(.loaded([Self.card(frozen: false)]))
        useCase.setFrozenResult = .success(())

        await sut.send(.confirm)

        XCTAssertEqual(useCase.setFrozenReceivedArguments.map(\.frozen), [true])
        XCTAssertEqual(useCase.setFrozenReceivedArguments.map(\.cardId), ["c1"])
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 1)
    }

    func testARefusalIsExplainedAndTheSheetStays() async {
        useCase.statePublisherSubject.send(.loaded([Self.card(frozen: false)]))
        useCase.setFrozenResult = .failure(CardsTabUseCaseNameSpace.Errors.changeRefused(reason: "Cards cannot be changed now."))

        await sut.send(.confirm)

        XCTAssertEqual(sut.state, State(isFrozen: false, cardName: "Everyday card", errorMessage: "Cards cannot be changed now. The card was not frozen; it still works."))
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 0)
    }

    func testCancelClosesWithoutAChange() async {
        await sut.send(.cancel)
        XCTAssertEqual(coordinator.closeCardFreezeScreenCallCount, 1)
        XCTAssertFalse(useCase.setFrozenCalled)
    }

    func testEveryFailureSaysTheCardIsAsBefore() async {
        XCTAssertEqual(CardFreezeScreenViewModel.text(for: CardsTabUseCaseNameSpace.Errors.networkUnavailable, freezing: false),
                       "PayRed can't reach its server. The card was not unfrozen; it stays frozen.")
        XCTAssertEqual(CardFreezeScreenViewModel.text(for: CardsTabUseCaseNameSpace.Errors.cardNotFound, freezing: true),
                       "This card is no longer yours to change.")
    }

    // MARK: - Snapshots

    func testSnapshotContentAskingToFreeze() async {
        useCase.statePublisherSubject.send(.loaded([Self.card(frozen: false)]))
        assertSnapshot(of: makeHost(), as: .terminal, named: "content-freeze-question")
    }

    func testSnapshotErrorAfterARefusal() async {
        useCase.statePublisherSubject.send(.loaded([Self.card(frozen: true)]))
        useCase.setFrozenResult = .failure(CardsTabUseCaseNameSpace.Errors.networkUnavailable)
        await sut.send(.confirm)
        assertSnapshot(of: makeHost(), as: .terminal, named: "error-unfreeze-not-applied")
    }

    func testSnapshotLoadingWhileTheGatewayFreezes() async {
        useCase.statePublisherSubject.send(.loaded([Self.card(frozen: false)]))
        let gate = RequestGate()
        useCase.onSetFrozen = { _, _ in await gate.pass() }
        let viewModel: CardFreezeScreenViewModel = sut
        let confirm = Task { await viewModel.send(.confirm) }
        await gate.waitUntilEntered()

        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-freezing")

        gate.open()
        await confirm.value
    }
}
