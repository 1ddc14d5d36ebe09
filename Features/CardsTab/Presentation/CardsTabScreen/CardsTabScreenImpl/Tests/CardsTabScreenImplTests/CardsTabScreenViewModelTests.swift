// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import CardsTabScreenImpl
import CardsTabScreenAPI
import CardsTabScreenAPITestDoubles
import CardsTabUseCaseAPI
import CardsTabUseCaseAPITestDoubles
import Localization
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import XCTest

private typealias State = CardsTabScreenViewModel.State

/// The view model's state for each published use-case state, compared whole, and the screen at
/// 80×24 in its loading, error, empty and content states, in each language.
@MainActor
final class CardsTabScreenViewModelTests: XCTestCase {
    private var useCase: CardsTabUseCaseStub!
    private var coordinator: CardsTabScreenCoordinatorStub!
    private var settings: SettingsUseCaseStub!
    private var sut: CardsTabScreenViewModel!

    private let cards: [CardsTabUseCaseNameSpace.Card] = [
        .init(id: "c1", name: "Everyday card", brand: "visa", last4: "4821", expiryMonth: 9, expiryYear: 2029, holderName: "Ana Lopez",
              account: .init(id: "acc-1", name: "Main account", iban: "DE84100101231234567890"), isFrozen: false),
        .init(id: "c2", name: "Online shopping", brand: "mastercard", last4: "7730", expiryMonth: 3, expiryYear: 2028, holderName: "Ana Lopez",
              account: .init(id: "acc-1", name: "Main account", iban: "DE84100101231234567890"), isFrozen: true),
    ]

    override func setUp() async throws {
        useCase = CardsTabUseCaseStub()
        coordinator = CardsTabScreenCoordinatorStub()
        settings = SettingsUseCaseStub()
        sut = makeViewModel()
    }

    /// A view model on the test's stubs, showing nothing yet.
    private func makeViewModel() -> CardsTabScreenViewModel {
        let viewModel = CardsTabScreenViewModel(dependencies: CardsTabScreenDependencies(coordinator: coordinator, useCase: useCase), settings: settings)
        // The settings give each new follower their snapshot, as the use case does.
        settings.statePublisherSubject.send(.init())
        return viewModel
    }

    private func makeHost() -> ViewHost {
        let viewModel: CardsTabScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(CardsTabScreenView(viewModel: viewModel)) }
    }

    func testStartsLoading() async {
        XCTAssertEqual(sut.state, State())
    }

    func testEachCardIsOneLineWithMaskedNumberAccountAndStatus() async {
        useCase.statePublisherSubject.send(.init(cards: .loaded(cards)))
        XCTAssertEqual(sut.state, State(content: .loaded([
            .init(id: "c1", text: "Everyday card · Active · Visa •••• 4821 · Main account"),
            .init(id: "c2", text: "Online shopping · Frozen · Mastercard •••• 7730 · Main account"),
        ])))
    }

    func testTheListIsWordedAgainWhenTheLanguageChanges() async {
        defer { Language.current = .english }
        useCase.statePublisherSubject.send(.init(cards: .loaded(cards)))

        // As the settings do once a language is chosen: it shows, then the settings are published.
        Language.current = .german
        settings.statePublisherSubject.send(.init(language: .german))

        XCTAssertEqual(sut.state.content, .loaded([
            .init(id: "c1", text: "Everyday card · Aktiv · Visa •••• 4821 · Main account"),
            .init(id: "c2", text: "Online shopping · Gesperrt · Mastercard •••• 7730 · Main account"),
        ]))
    }

    func testARefreshKeepsTheCardsOnScreen() async {
        useCase.statePublisherSubject.send(.init(cards: .loaded(cards)))
        let shown = sut.state
        useCase.statePublisherSubject.send(.init(cards: .loading(last: cards)))
        XCTAssertEqual(sut.state, shown)
    }

    func testAFailedRefreshKeepsTheCardsAndSaysWhy() async {
        useCase.statePublisherSubject.send(.init(cards: .loaded(cards)))
        let shown = sut.state
        useCase.statePublisherSubject.send(.init(cards: .error(.networkUnavailable, last: cards)))
        XCTAssertEqual(sut.state, State(content: shown.content, offlineNotice: "Offline: showing what was loaded before. r: retry"))

        useCase.statePublisherSubject.send(.init(cards: .loaded(cards)))
        XCTAssertEqual(sut.state, shown)
    }

    func testAFailureIsExplained() async {
        useCase.statePublisherSubject.send(.init(cards: .error(.networkUnavailable)))
        XCTAssertEqual(sut.state, State(content: .error("PayRed can't reach its server. Check your connection and retry.")))
    }

    func testOpeningACardGoesThroughTheCoordinator() async {
        await sut.send(.open(cardId: "c2"))
        XCTAssertEqual(coordinator.showCardDetailReceivedArguments, ["c2"])
    }

    func testLoadAsksTheUseCase() async {
        await sut.send(.load)
        XCTAssertEqual(useCase.loadCallCount, 1)
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
            useCase.statePublisherSubject.send(.init(cards: .loaded(cards)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-two-cards-one-frozen"))
        }
    }

    func testSnapshotContentOffline() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(cards: .loaded(cards)))
            useCase.statePublisherSubject.send(.init(cards: .error(.networkUnavailable, last: cards)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-offline"))
        }
    }

    func testSnapshotEmpty() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(cards: .loaded([])))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-no-cards"))
        }
    }

    func testSnapshotError() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(cards: .error(.sessionExpired)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-session-expired-with-retry"))
        }
    }
}
