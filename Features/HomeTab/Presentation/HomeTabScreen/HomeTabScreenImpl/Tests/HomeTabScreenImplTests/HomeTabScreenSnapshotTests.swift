// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import HomeTabScreenImpl
import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import HomeTabScreenAPI
import HomeTabScreenAPITestDoubles
import HomeTabUseCaseAPI
import HomeTabUseCaseAPITestDoubles
import ImageCacheAPI
import ImageCacheAPITestDoubles
import Localization
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

/// The HomeTabScreen at 80×24 in each of its states, as text, on a clock frozen at
/// `HomeTabFixture.now`. The view model is driven by the stubbed use case's published states.
@MainActor
final class HomeTabScreenSnapshotTests: XCTestCase {
    private var useCase: HomeTabUseCaseStub!
    private var coordinator: HomeTabScreenCoordinatorStub!
    private var authenticationFlow: AuthenticationFlowUseCaseStub!
    private var settings: SettingsUseCaseStub!
    private var imageCache: ImageCacheStub!
    private var sut: HomeTabScreenViewModel!
    /// What the screen put on the clipboard, oldest first.
    private var copied: [String] = []

    override func setUp() async throws {
        useCase = HomeTabUseCaseStub()
        coordinator = HomeTabScreenCoordinatorStub()
        authenticationFlow = AuthenticationFlowUseCaseStub()
        settings = SettingsUseCaseStub()
        imageCache = ImageCacheStub()
        imageCache.downloadAndCacheImageResult = HomeTabFixture.picture
        sut = HomeTabScreenViewModel(
            dependencies: HomeTabScreenDependencies(coordinator: coordinator), useCase: useCase, settings: settings, authenticationFlow: authenticationFlow, imageCache: imageCache,
            copyToClipboard: { [weak self] in self?.copied.append($0) }
        )
    }

    private func makeHost(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> ViewHost {
        let viewModel: HomeTabScreenViewModel = sut
        return ViewHost(size: size, now: { HomeTabFixture.now }) {
            AnyView(HomeTabScreenView(viewModel: viewModel))
        }
    }

    func testLoading() async {
        useCase.statePublisherSubject.send(.init(overview: .loading))
        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-accounts")
    }

    func testContent() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.pendingPictures?.value
        assertSnapshot(of: makeHost(), as: .terminal, named: "content-totals-accounts-latest-favourites")
    }

    func testContentAndOfflineInGerman() async {
        Language.current = .german
        defer { Language.current = .english }
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.pendingPictures?.value
        assertSnapshot(of: makeHost(), as: .terminal, named: "de-content-totals-accounts-latest-favourites")
        useCase.statePublisherSubject.send(.init(overview: .error(.networkUnavailable, last: HomeTabFixture.overview())))
        assertSnapshot(of: makeHost(), as: .terminal, named: "de-content-offline")
    }

    func testContentAfterCopyingTheFocusedIBANWithC() async throws {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.pendingPictures?.value
        let host = makeHost()
        host.send(.down)
        host.send(.character("c"))
        try await host.waitUntilScreen(contains: "IBAN copied")
        XCTAssertEqual(copied, ["NL39RABO0300065264"], "the second account, focused by ↓")
        assertSnapshot(of: host, as: .terminal, named: "content-iban-copied")
    }

    func testContentOnTheSmallestTerminalKeepsTheFooterAndTheAmounts() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.pendingPictures?.value
        // 60×18 is the app's minimum; the tab bar takes two of its rows.
        assertSnapshot(of: makeHost(size: TerminalSize(columns: 60, rows: 16)), as: .terminal, named: "content-60x16")
    }

    func testContentWithHiddenBalances() async {
        settings.statePublisherSubject.send(.init(hidesBalances: true))
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.pendingPictures?.value
        assertSnapshot(of: makeHost(), as: .terminal, named: "content-balances-hidden")
    }

    func testContentWhileRefreshing() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.pendingPictures?.value
        useCase.statePublisherSubject.send(.init(overview: .loading(last: HomeTabFixture.overview())))
        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-refresh-over-content")
    }

    func testEmpty() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.emptyOverview)))
        assertSnapshot(of: makeHost(), as: .terminal, named: "empty-no-accounts-yet")
    }

    func testError() async {
        useCase.statePublisherSubject.send(.init(overview: .error(.networkUnavailable)))
        assertSnapshot(of: makeHost(), as: .terminal, named: "error-network-unavailable-with-retry")
    }

    func testErrorWhenTheSessionHasEnded() async {
        useCase.statePublisherSubject.send(.init(overview: .error(.sessionExpired)))
        assertSnapshot(of: makeHost(), as: .terminal, named: "error-session-expired")
    }
}
