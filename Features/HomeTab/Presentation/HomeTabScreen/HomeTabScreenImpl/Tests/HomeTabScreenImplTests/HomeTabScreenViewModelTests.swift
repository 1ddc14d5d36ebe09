// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import HomeTabScreenImpl
import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import HomeTabScreenAPI
import HomeTabScreenAPITestDoubles
import HomeTabUseCaseAPI
import HomeTabUseCaseAPITestDoubles
import Foundation
import ImageCacheAPI
import ImageCacheAPITestDoubles
import SettingsUseCaseAPITestDoubles
import TestSupport
import XCTest

private typealias State = HomeTabScreenViewModel.State

/// The view model's state for each published use-case state and each action, compared whole.
@MainActor
final class HomeTabScreenViewModelTests: XCTestCase {
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

    private var shownOverview: State.Overview {
        State.Overview(
            name: "Ana Lopez",
            totals: ["11,234.56 EUR"],
            accounts: [
                .init(id: "acc-1", name: "Everyday", iban: "NL91 ABNA 0417 1643 00", balance: "1,234.56 EUR"),
                .init(id: "acc-2", name: "Savings", iban: "NL39 RABO 0300 0652 64", balance: "10,000.00 EUR"),
            ],
            latestTransactions: [
                .init(date: "Jan 15", title: "Coffee Corner · Flat white", amount: "-3.50 EUR"),
                .init(date: "Jan 14", title: "Acme Ltd · Salary", amount: "2,500.00 EUR"),
                .init(date: "Jan 12", title: "Card fee", amount: "-45.99 EUR"),
            ],
            favourites: [
                .init(id: 1, name: "Ben Carter", imageURL: URL(string: "http://127.0.0.1:8080/v1/images/ben.png")),
                .init(id: 2, name: "Chloe Dubois", imageURL: nil),
            ]
        )
    }

    // MARK: - Use-case states

    func testStartsLoading() async {
        XCTAssertEqual(sut.state, State())
    }

    func testTheOverviewIsShownAsText() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        XCTAssertEqual(sut.state, State(content: .loaded(shownOverview)))
    }

    func testTheFavouritesPicturesComeThroughTheImageCache() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.pendingPictures?.value

        XCTAssertEqual(imageCache.downloadAndCacheImageReceivedArguments, [URL(string: "http://127.0.0.1:8080/v1/images/ben.png")!])
        XCTAssertEqual(sut.state.pictures, [1: HomeTabFixture.picture])

        settings.statePublisherSubject.send(.init(hidesBalances: true))
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.pendingPictures?.value
        XCTAssertEqual(imageCache.downloadAndCacheImageCallCount, 1, "a picture already shown is not fetched again")
    }

    func testHiddenBalancesMaskEveryAmount() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        settings.statePublisherSubject.send(.init(hidesBalances: true))

        guard case .loaded(let overview) = sut.state.content else { return XCTFail("not loaded") }
        XCTAssertTrue(sut.state.hidesBalances)
        XCTAssertEqual(overview.totals, ["••••• EUR"])
        XCTAssertEqual(overview.accounts.map(\.balance), ["••••• EUR", "••••• EUR"])
        XCTAssertEqual(overview.latestTransactions.map(\.amount), ["••••• EUR", "••••• EUR", "••••• EUR"])
    }

    func testARefreshKeepsTheOverviewOnScreen() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        useCase.statePublisherSubject.send(.init(overview: .loading(last: HomeTabFixture.overview())))
        XCTAssertEqual(sut.state, State(content: .loaded(shownOverview), isRefreshing: true))
    }

    func testAFailedRefreshKeepsTheOverviewAndSaysWhy() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        useCase.statePublisherSubject.send(.init(overview: .loading(last: HomeTabFixture.overview())))
        useCase.statePublisherSubject.send(.init(overview: .error(.networkUnavailable, last: HomeTabFixture.overview())))
        let offline = "Offline: showing what was loaded before. r: retry"
        XCTAssertEqual(sut.state, State(content: .loaded(shownOverview), offlineNotice: offline))

        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        XCTAssertEqual(sut.state, State(content: .loaded(shownOverview)))
    }

    func testAFailureIsExplained() async {
        useCase.statePublisherSubject.send(.init(overview: .error(.networkUnavailable)))
        XCTAssertEqual(sut.state, State(content: .error("PayRed can't reach its server. Check your connection and retry.")))
    }

    func testTheUserIsGreetedByEmailUntilTheyGiveAName() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.emptyOverview)))
        XCTAssertEqual(sut.state, State(content: .loaded(.init(name: "new@payred.app", totals: [], accounts: [], latestTransactions: [], favourites: []))))
    }

    // MARK: - Actions

    func testLoadAsksTheUseCase() async {
        await sut.send(.load)
        XCTAssertEqual(useCase.loadCallCount, 1)
    }

    func testHToggleAsksTheSettingsForTheOppositeOfWhatIsShown() async {
        settings.statePublisherSubject.send(.init(hidesBalances: true))
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.send(.toggleHideBalances)
        XCTAssertEqual(settings.setHidesBalancesReceivedArguments, [false])
    }

    func testAPreferenceNotKeptIsSaidWithoutLosingTheOverview() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        settings.setHidesBalancesResult = .failure(.notSaved)
        await sut.send(.toggleHideBalances)

        // The favourites' pictures arrive on their own time; this test is about the notice.
        var expected = State(content: .loaded(shownOverview), notice: "PayRed couldn't keep this choice on this device.")
        expected.pictures = sut.state.pictures
        XCTAssertEqual(sut.state, expected)
    }

    func testAnAccountOpensItsHistoryAndSeeAllOpensEveryAccount() async {
        await sut.send(.openAccount(id: "acc-2"))
        await sut.send(.seeAllTransactions)
        XCTAssertEqual(coordinator.showTransactionsReceivedArguments, ["acc-2", nil])
    }

    func testCCopiesTheFocusedAccountsIBANWithoutSpacesAndSaysSo() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        await sut.send(.copyIBAN)
        XCTAssertEqual(copied, [], "nothing while focus is off the accounts")

        sut.reduce(.focusChanged(accountID: "acc-2"))
        await sut.send(.copyIBAN)

        XCTAssertEqual(copied, ["NL39RABO0300065264"])
        var expected = State(content: .loaded(shownOverview))
        expected.focusedAccountID = "acc-2"
        expected.copiedNotice = "IBAN copied to the clipboard (where the terminal allows it)."
        XCTAssertEqual(sut.state, expected)
    }

    func testTheCopiedNoticeGoesOnceTheUserDoesAnythingElse() async {
        useCase.statePublisherSubject.send(.init(overview: .loaded(HomeTabFixture.overview())))
        sut.reduce(.focusChanged(accountID: "acc-2"))
        await sut.send(.copyIBAN)
        sut.reduce(.focusChanged(accountID: "acc-2"))
        XCTAssertNotNil(sut.state.copiedNotice, "a render that keeps focus where it was changes nothing")

        sut.reduce(.focusChanged(accountID: "acc-1"))
        XCTAssertNil(sut.state.copiedNotice, "it told of another account's IBAN")
        await sut.send(.copyIBAN)
        await sut.send(.load)
        XCTAssertNil(sut.state.copiedNotice)
    }

    func testLockNowGoesThroughTheCoordinator() async {
        await sut.send(.lockNow)
        XCTAssertEqual(coordinator.lockNowCallCount, 1)
    }

    func testLogOutAsksFirstAndCancellingStaysSignedIn() async {
        await sut.send(.askToLogout)
        XCTAssertEqual(sut.state, State(isConfirmingLogout: true))
        await sut.send(.cancelLogout)
        XCTAssertEqual(sut.state, State())
        XCTAssertFalse(authenticationFlow.logoutCalled)
    }

    func testConfirmedLogoutShowsProgressUntilTheFlowHasLoggedOut() async {
        let gate = RequestGate()
        authenticationFlow.onLogout = {
            await gate.pass()
            return .init(revokedAtGateway: true)
        }
        let viewModel: HomeTabScreenViewModel = sut
        await sut.send(.askToLogout)
        await gate.hold({ await viewModel.send(.confirmLogout) }) {
            XCTAssertEqual(sut.state, State(isLoggingOut: true))
        }
        XCTAssertEqual(sut.state, State())
        XCTAssertEqual(authenticationFlow.logoutCallCount, 1)
    }

    func testALogoutThatCouldNotWipeTheDeviceIsShownAndAskingAgainClearsIt() async {
        authenticationFlow.logoutResult = .failure(.storageFailure)
        await sut.send(.askToLogout)
        await sut.send(.confirmLogout)
        XCTAssertEqual(sut.state, State(logoutFailure: HomeTabScreenViewModel.logoutFailureText))

        await sut.send(.askToLogout)
        XCTAssertEqual(sut.state, State(isConfirmingLogout: true))
    }
}
