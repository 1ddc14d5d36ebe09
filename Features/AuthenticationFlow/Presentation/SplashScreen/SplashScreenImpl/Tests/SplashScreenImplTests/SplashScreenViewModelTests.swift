// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import SplashScreenImpl
import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import SplashScreenAPI
import SplashScreenAPITestDoubles
import XCTest

private typealias State = SplashScreenViewModel.State

/// Holds a stubbed call open until the test lets it finish, so the in-flight state can be seen.
final class RequestGate: Sendable {
    private let enteredStream: AsyncStream<Void>
    private let enteredContinuation: AsyncStream<Void>.Continuation
    private let releaseStream: AsyncStream<Void>
    private let releaseContinuation: AsyncStream<Void>.Continuation

    init() {
        let entered = AsyncStream<Void>.makeStream()
        enteredStream = entered.stream
        enteredContinuation = entered.continuation
        let release = AsyncStream<Void>.makeStream()
        releaseStream = release.stream
        releaseContinuation = release.continuation
    }

    /// Called by the stub: reports that the call started, then waits until `open()`.
    func pass() async {
        enteredContinuation.yield()
        for await _ in releaseStream { return }
    }

    /// Waits until the stubbed call has started.
    func waitUntilEntered() async {
        for await _ in enteredStream { return }
    }

    /// Lets the stubbed call finish.
    func open() {
        releaseContinuation.finish()
    }
}

@MainActor
final class SplashScreenViewModelTests: XCTestCase {
    private var useCase: AuthenticationFlowUseCaseStub!
    private var sut: SplashScreenViewModel!

    override func setUp() async throws {
        useCase = AuthenticationFlowUseCaseStub()
        sut = SplashScreenViewModel(useCase: useCase)
    }

    func testStartsReading() async {
        XCTAssertEqual(sut.state, State(isReading: true))
        XCTAssertFalse(useCase.startCalled)
    }

    func testStartStartsTheFlowAndStopsReading() async {
        await sut.send(.start)

        XCTAssertEqual(useCase.startCallCount, 1)
        XCTAssertEqual(sut.state, State(isReading: false))
    }

    func testKeepsReadingUntilTheFlowHasStarted() async {
        let gate = RequestGate()
        useCase.onStart = { await gate.pass() }
        let viewModel: SplashScreenViewModel = self.sut

        let start = Task { await viewModel.send(.start) }
        await gate.waitUntilEntered()

        XCTAssertEqual(viewModel.state, State(isReading: true))
        XCTAssertEqual(useCase.startCallCount, 1)

        gate.open()
        await start.value

        XCTAssertEqual(viewModel.state, State(isReading: false))
    }

    func testTheScreenStartsTheFlowAsItAppears() async {
        let started = expectation(description: "start")
        useCase.onStart = { started.fulfill() }

        let screen = SplashScreenImpl(useCase: useCase).screen(
            dependencies: SplashScreenDependencies(coordinator: SplashScreenCoordinatorStub())
        )
        await fulfillment(of: [started], timeout: 5)

        XCTAssertEqual(useCase.startCallCount, 1)
        _ = screen
    }
}
