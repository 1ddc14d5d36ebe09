// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import HomeTabScreenImpl
import HomeTabScreenAPI
import HomeTabScreenAPITestDoubles
import HomeTabUseCaseAPI
import HomeTabUseCaseAPITestDoubles
import Reactive
import TestSupport
import XCTest

private typealias State = HomeTabScreenViewModel.State


@MainActor
final class HomeTabScreenViewModelTests: XCTestCase {
    private var useCase: HomeTabUseCaseStub!
    private var coordinator: HomeTabScreenCoordinatorStub!
    private var sut: HomeTabScreenViewModel!

    override func setUp() async throws {
        useCase = HomeTabUseCaseStub()
        coordinator = HomeTabScreenCoordinatorStub()
        sut = HomeTabScreenViewModel(dependencies: HomeTabScreenDependencies(coordinator: coordinator), useCase: useCase)
    }

    // MARK: - Use-case states

    func testStartsLoading() async {
        XCTAssertEqual(sut.state, State(content: .loading, isLoggingOut: false))
    }

    func testIdleAndLoadingShowLoading() async {
        useCase.statePublisherSubject.send(.idle)
        XCTAssertEqual(sut.state, State(content: .loading))

        useCase.statePublisherSubject.send(.loading)
        XCTAssertEqual(sut.state, State(content: .loading))
    }

    func testALoadedProfileGreetsByFullName() async {
        useCase.statePublisherSubject.send(.loading)
        useCase.statePublisherSubject.send(.loaded(HomeTabUseCaseNameSpace.LoadResult(
            firstName: "Ana",
            lastName: "Lopez",
            email: "ana@payred.app"
        )))

        XCTAssertEqual(sut.state, State(content: .loaded(name: "Ana Lopez")))
    }

    func testAProfileWithoutANameGreetsByEmail() async {
        useCase.statePublisherSubject.send(.loaded(HomeTabUseCaseNameSpace.LoadResult(
            firstName: "",
            lastName: "",
            email: "ana@payred.app"
        )))

        XCTAssertEqual(sut.state, State(content: .loaded(name: "ana@payred.app")))
    }

    func testAFailedLoadShowsTheErrorText() async {
        useCase.statePublisherSubject.send(.error(.networkUnavailable))
        XCTAssertEqual(sut.state, State(content: .error("PayRed can't reach its server. Check your connection and retry.")))

        useCase.statePublisherSubject.send(.error(.sessionExpired))
        XCTAssertEqual(sut.state, State(content: .error("Your session has ended. Sign in again.")))

        useCase.statePublisherSubject.send(.error(.unavailable))
        XCTAssertEqual(sut.state, State(content: .error("Your profile could not be loaded. Please retry.")))

        useCase.statePublisherSubject.send(.error(.unableToLoadWhileLoading))
        XCTAssertEqual(sut.state, State(content: .error("Still loading…")))
    }

    func testARetryAfterAnErrorShowsLoadingThenTheProfile() async {
        useCase.statePublisherSubject.send(.error(.networkUnavailable))

        await sut.send(.load)
        useCase.statePublisherSubject.send(.loading)
        XCTAssertEqual(sut.state, State(content: .loading))

        useCase.statePublisherSubject.send(.loaded(HomeTabUseCaseNameSpace.LoadResult(
            firstName: "Ana",
            lastName: "",
            email: "ana@payred.app"
        )))
        XCTAssertEqual(sut.state, State(content: .loaded(name: "Ana")))
    }

    // MARK: - Actions

    func testLoadAsksTheUseCase() async {
        await sut.send(.load)

        XCTAssertEqual(useCase.loadCallCount, 1)
        XCTAssertEqual(sut.state, State(content: .loading))
    }

    func testAThrowingLoadLeavesTheStateToThePublisher() async {
        useCase.loadResult = .failure(HomeTabUseCaseNameSpace.Errors.unavailable)

        await sut.send(.load)

        XCTAssertEqual(useCase.loadCallCount, 1)
        XCTAssertEqual(sut.state, State(content: .loading))
    }

    func testLockNowLocksThroughTheCoordinator() async {
        useCase.statePublisherSubject.send(.loaded(HomeTabUseCaseNameSpace.LoadResult(firstName: "Ana", lastName: "Lopez", email: "ana@payred.app")))

        await sut.send(.lockNow)

        XCTAssertEqual(coordinator.lockNowCallCount, 1)
        XCTAssertFalse(coordinator.logoutCalled)
        XCTAssertEqual(sut.state, State(content: .loaded(name: "Ana Lopez")))
    }

    func testLogoutLogsOutThroughTheCoordinator() async {
        useCase.statePublisherSubject.send(.loaded(HomeTabUseCaseNameSpace.LoadResult(firstName: "Ana", lastName: "Lopez", email: "ana@payred.app")))

        await sut.send(.logout)

        XCTAssertEqual(coordinator.logoutCallCount, 1)
        XCTAssertFalse(coordinator.lockNowCalled)
        XCTAssertEqual(sut.state, State(content: .loaded(name: "Ana Lopez"), isLoggingOut: false))
    }

    func testWhileLoggingOutTheStateSaysSo() async {
        useCase.statePublisherSubject.send(.loaded(HomeTabUseCaseNameSpace.LoadResult(firstName: "Ana", lastName: "Lopez", email: "ana@payred.app")))
        let gate = RequestGate()
        coordinator.onLogout = { await gate.pass() }
        let viewModel: HomeTabScreenViewModel = self.sut

        let logout = Task { await viewModel.send(.logout) }
        await gate.waitUntilEntered()

        XCTAssertEqual(viewModel.state, State(content: .loaded(name: "Ana Lopez"), isLoggingOut: true))

        gate.open()
        await logout.value

        XCTAssertEqual(viewModel.state, State(content: .loaded(name: "Ana Lopez"), isLoggingOut: false))
    }
}
