// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import UpdateAppScreenImpl
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import UpdateAppScreenAPI
import UpdateAppScreenAPITestDoubles
import UpdateAppUseCaseAPI
import UpdateAppUseCaseAPITestDoubles
import XCTest

private typealias State = UpdateAppScreenViewModel.State

/// The update screen for each published check outcome, compared whole: blocking while an update is
/// required, dismissible otherwise; and drawn at 80×24 in each language.
@MainActor
final class UpdateAppScreenViewModelTests: SerialExecutorTestCase {
    private var useCase: UpdateAppUseCaseStub!
    private var coordinator: UpdateAppScreenCoordinatorStub!
    private var sut: UpdateAppScreenViewModel!

    private let required = State(
        title: "Update required",
        message: "PayRed 1.0.0 is no longer supported. Install 1.1.0 or later to continue.",
        isChecking: false,
        dismissTitle: nil
    )

    override func setUp() async throws {
        useCase = UpdateAppUseCaseStub()
        useCase.currentVersion = "1.0.0"
        coordinator = UpdateAppScreenCoordinatorStub()
        sut = makeViewModel()
    }

    private func makeViewModel() -> UpdateAppScreenViewModel {
        UpdateAppScreenViewModel(dependencies: UpdateAppScreenDependencies(coordinator: coordinator), useCase: useCase)
    }

    private func makeHost() -> ViewHost {
        let viewModel: UpdateAppScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(UpdateAppScreenView(viewModel: viewModel)) }
    }

    // MARK: - State

    func testStartsChecking() async {
        XCTAssertEqual(sut.state, State())
    }

    func testARequiredUpdateCannotBeDismissed() async {
        useCase.statePublisherSubject.send(.loaded(.updateRequired(minimum: "1.1.0")))
        XCTAssertEqual(sut.state, required)

        await sut.send(.later)

        XCTAssertEqual(coordinator.closeUpdateAppScreenCallCount, 0)
    }

    func testAnAvailableUpdateCanWait() async {
        useCase.statePublisherSubject.send(.loaded(.updateAvailable(latest: "1.2.0")))
        XCTAssertEqual(sut.state, State(
            title: "Update available",
            message: "PayRed 1.2.0 is available. You have 1.0.0.",
            isChecking: false,
            dismissTitle: "Later"
        ))

        await sut.send(.later)

        XCTAssertEqual(coordinator.closeUpdateAppScreenCallCount, 1)
    }

    func testUpToDate() async {
        useCase.statePublisherSubject.send(.loaded(.upToDate))
        XCTAssertEqual(sut.state, State(title: "PayRed is up to date", message: "You have 1.0.0, the latest version.", isChecking: false))
    }

    func testAFailedCheckIsExplained() async {
        useCase.statePublisherSubject.send(.error(.networkUnavailable))
        XCTAssertEqual(sut.state, State(title: "Update check failed", message: "PayRed can't reach its server to check for updates.", isChecking: false))

        useCase.statePublisherSubject.send(.error(.unreadableVersion))
        XCTAssertEqual(sut.state.message, "The update information could not be read.")
    }

    func testANewCheckShowsCheckingAgain() async {
        useCase.statePublisherSubject.send(.loaded(.updateAvailable(latest: "1.2.0")))
        useCase.statePublisherSubject.send(.loading)
        XCTAssertEqual(sut.state, State())
    }

    // MARK: - Keys

    func testEscClosesAnAvailableUpdate() async {
        useCase.statePublisherSubject.send(.loaded(.updateAvailable(latest: "1.2.0")))
        let gate = RequestGate()
        coordinator.onCloseUpdateAppScreen = { await gate.pass() }

        makeHost().press(.escape)
        await gate.waitUntilEntered()

        XCTAssertEqual(coordinator.closeUpdateAppScreenCallCount, 1)
        gate.open()
    }

    func testARequiredUpdateHasNothingToPress() async {
        useCase.statePublisherSubject.send(.loaded(.updateRequired(minimum: "1.1.0")))
        let host = makeHost()

        XCTAssertNil(host.focusedLabel)
        host.press(.escape, .enter)
        await settle()

        XCTAssertEqual(coordinator.closeUpdateAppScreenCallCount, 0)
    }

    // MARK: - Snapshots

    func testSnapshotRequired() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.loaded(.updateRequired(minimum: "1.1.0")))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("required-blocking"))
        }
    }

    func testSnapshotAvailable() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.loaded(.updateAvailable(latest: "1.2.0")))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("available-later"))
        }
    }

    func testSnapshotChecking() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.loading)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("checking"))
        }
    }

    func testSnapshotError() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.error(.networkUnavailable))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-network"))
        }
    }
}
