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
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

/// The HomeTabScreen at 80×24 in each of its states and each language, as text, on a clock frozen
/// at `HomeTabFixture.now`. The view model is driven by the stubbed use case's published states.
@MainActor
final class HomeTabScreenSnapshotTests: XCTestCase {
    private var useCase: HomeTabUseCaseStub!
    private var coordinator: HomeTabScreenCoordinatorStub!
    private var authenticationFlow: AuthenticationFlowUseCaseStub!
    private var settings: SettingsUseCaseStub!
    private var imageCache: ImageCacheStub!
    /// The view model of the scenario under way, new in each language.
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
    }

    /// A new view model over the stubs, copying to `copied`.
    private func makeViewModel() -> HomeTabScreenViewModel {
        HomeTabScreenViewModel(
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
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(overview: .loading))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-accounts"))
        }
    }

    func testContent() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
            await sut.pendingPictures?.value
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-totals-accounts-latest-favourites"))
        }
    }

    func testContentWhileOffline() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
            await sut.pendingPictures?.value
            useCase.statePublisherSubject.send(.init(overview: .error(.networkUnavailable, last: HomeTabFixture.overview())))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-offline"))
        }
    }

    func testContentAfterCopyingTheFocusedIBANWithC() async throws {
        try await forEachLanguage { named in
            sut = makeViewModel()
            copied = []
            useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
            await sut.pendingPictures?.value
            let host = makeHost()
            host.send(.down)
            host.send(.character("c"))
            try await host.waitUntilScreen(contains: Strings.HomeTab.Accounts.copied)
            XCTAssertEqual(copied, ["NL39RABO0300065264"], "the second account, focused by ↓")
            assertSnapshot(of: host, as: .terminal, named: named("content-iban-copied"))
        }
    }

    func testContentOnTheSmallestTerminalKeepsTheFooterAndTheAmounts() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
            await sut.pendingPictures?.value
            // 60×18 is the app's minimum; the tab bar takes two of its rows.
            assertSnapshot(of: makeHost(size: TerminalSize(columns: 60, rows: 16)), as: .terminal, named: named("content-60x16"))
        }
    }

    func testContentWithHiddenBalances() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            settings.statePublisherSubject.send(.init(hidesBalances: true))
            useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
            await sut.pendingPictures?.value
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-balances-hidden"))
        }
    }

    func testContentWhileRefreshing() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
            await sut.pendingPictures?.value
            useCase.statePublisherSubject.send(.init(overview: .loading(last: HomeTabFixture.overview())))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-refresh-over-content"))
        }
    }

    func testEmpty() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.emptyOverview)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-no-accounts-yet"))
        }
    }

    func testError() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(overview: .error(.networkUnavailable)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-network-unavailable-with-retry"))
        }
    }

    func testErrorWhenTheSessionHasEnded() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.init(overview: .error(.sessionExpired)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-session-expired"))
        }
    }
}
