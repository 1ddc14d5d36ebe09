// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import SplashScreenImpl
import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import SplashScreenAPI
import SplashScreenAPITestDoubles
import TestSupport
import XCTest

private typealias State = SplashScreenViewModel.State


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

        await gate.hold({ await viewModel.send(.start) }) {
            XCTAssertEqual(viewModel.state, State(isReading: true))
            XCTAssertEqual(useCase.startCallCount, 1)
        }

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
