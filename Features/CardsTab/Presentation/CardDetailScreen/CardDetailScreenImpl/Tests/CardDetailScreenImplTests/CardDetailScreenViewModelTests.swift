// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import CardDetailScreenImpl
import CardDetailScreenAPI
import CardDetailScreenAPITestDoubles
import CardsTabUseCaseAPI
import CardsTabUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private typealias State = CardDetailScreenViewModel.State

/// One card from the shared use case's state, its freeze behind a confirmation, compared whole;
/// and the screen at 80×24 in its loading, error, empty (card gone) and content states, in each language.
@MainActor
final class CardDetailScreenViewModelTests: XCTestCase {
    private var useCase: CardsTabUseCaseStub!
    private var coordinator: CardDetailScreenCoordinatorStub!
    private var sut: CardDetailScreenViewModel!

    private static func card(frozen: Bool) -> CardsTabUseCaseNameSpace.Card {
        .init(id: "c1", name: "Everyday card", brand: "visa", last4: "4821", expiryMonth: 9, expiryYear: 2029, holderName: "Ana Lopez",
              account: .init(id: "acc-1", name: "Main account", iban: "DE84100101231234567890"), isFrozen: frozen)
    }

    private static func detail(frozen: Bool) -> State.Detail {
        .init(name: "Everyday card", number: "•••• •••• •••• 4821", holder: "Ana Lopez", brand: "Visa", expiry: "09/2029",
              account: "Main account · DE84 1001 0123 1234 5678 90", status: frozen ? "Frozen" : "Active", isFrozen: frozen)
    }

    override func setUp() async throws {
        useCase = CardsTabUseCaseStub()
        coordinator = CardDetailScreenCoordinatorStub()
        sut = makeViewModel()
    }

    /// A view model for card `c1` on the test's stubs, showing nothing yet.
    private func makeViewModel() -> CardDetailScreenViewModel {
        CardDetailScreenViewModel(dependencies: .init(coordinator: coordinator, useCase: useCase, cardId: "c1"))
    }

    private func makeHost() -> ViewHost {
        let viewModel: CardDetailScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(CardDetailScreenView(viewModel: viewModel)) }
    }

    func testTheViewModelAndItsSubscriptionsEndWithItsScreen() async {
        await assertReleased {
            let host = makeHost()
            _ = host.render()
            let viewModel: CardDetailScreenViewModel = sut
            _ = host.render()
            sut = nil
            return viewModel
        }
    }

    func testShowsItsCardFromTheCards() async {
        useCase.statePublisherSubject.send(.init(cards: .loaded([Self.card(frozen: false)])))
        XCTAssertEqual(sut.state, State(content: .loaded(Self.detail(frozen: false))))
    }

    func testAReloadAndAFailedOneShowTheCardLoadedBefore() async {
        useCase.statePublisherSubject.send(.init(cards: .loading(last: [Self.card(frozen: false)])))
        XCTAssertEqual(sut.state, State(content: .loaded(Self.detail(frozen: false))))
        useCase.statePublisherSubject.send(.init(cards: .error(.networkUnavailable, last: [Self.card(frozen: false)])))
        XCTAssertEqual(sut.state, State(content: .loaded(Self.detail(frozen: false))), "offline, the card stays")
    }

    func testACardNoLongerListedIsMissing() async {
        useCase.statePublisherSubject.send(.init(cards: .loaded([])))
        XCTAssertEqual(sut.state, State(content: .missing))
    }

    func testFreezeAsksTheCoordinatorForTheConfirmation() async {
        useCase.statePublisherSubject.send(.init(cards: .loaded([Self.card(frozen: false)])))
        await sut.send(.toggleFreeze)
        XCTAssertEqual(coordinator.showCardFreezeReceivedArguments, ["c1"])
        XCTAssertFalse(useCase.setFrozenCalled, "nothing changes before the confirmation")
    }

    func testAFreezeShowsAtOnceFromTheSharedUseCase() async {
        useCase.statePublisherSubject.send(.init(cards: .loaded([Self.card(frozen: false)])))
        useCase.statePublisherSubject.send(.init(cards: .loaded([Self.card(frozen: true)])))
        XCTAssertEqual(sut.state, State(content: .loaded(Self.detail(frozen: true))))
    }

    func testBackGoesThroughTheCoordinator() async {
        await sut.send(.back)
        XCTAssertEqual(coordinator.closeCardDetailScreenCallCount, 1)
    }

    // MARK: - Snapshots

    func testSnapshotLoading() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading"))
        }
    }

    func testSnapshotContent() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(cards: .loaded([Self.card(frozen: false)])))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-active-card"))
        }
    }

    func testSnapshotContentFrozen() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(cards: .loaded([Self.card(frozen: true)])))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-frozen-card"))
        }
    }

    func testSnapshotEmptyWhenTheCardIsGone() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(cards: .loaded([])))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-card-gone"))
        }
    }

    func testSnapshotErrorWhenTheCardsDidNotLoad() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(cards: .error(.networkUnavailable)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-cards-not-loaded"))
        }
    }
}
