// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import SettingsScreenImpl
import SettingsScreenAPI
import SettingsScreenAPITestDoubles
import SettingsUseCaseAPI
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private typealias State = SettingsScreenViewModel.State
private typealias Settings = SettingsUseCaseNameSpace.Settings

/// The auto-lock times as the list shows them.
private let choices = ["1 minute", "2 minutes", "5 minutes", "10 minutes", "15 minutes"]

/// The Settings screen: the settings the use case reads and publishes, each choice shown at once and
/// kept through the use case, and a choice that could not be kept; states compared whole, and drawn at 80×24.
@MainActor
final class SettingsScreenViewModelTests: XCTestCase {
    private var useCase: SettingsUseCaseStub!
    private var coordinator: SettingsScreenCoordinatorStub!
    private var sut: SettingsScreenViewModel!

    override func setUp() async throws {
        useCase = SettingsUseCaseStub()
        useCase.settingsResult = Settings(autoLockMinutes: 5, hidesBalances: false)
        coordinator = SettingsScreenCoordinatorStub()
        sut = SettingsScreenViewModel(dependencies: SettingsScreenDependencies(coordinator: coordinator), useCase: useCase)
    }

    private func makeHost() -> ViewHost {
        let viewModel: SettingsScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(SettingsScreenView(viewModel: viewModel)) }
    }

    // MARK: - Reading

    func testTheViewModelAndItsSubscriptionsEndWithItsScreen() async {
        await assertReleased {
            let host = makeHost()
            _ = host.render()
            let viewModel: SettingsScreenViewModel = sut
            await viewModel.send(.load)
            _ = host.render()
            sut = nil
            return viewModel
        }
    }

    func testStartsLoadingWithTheTimesOffered() async {
        XCTAssertEqual(sut.state, State(autoLockChoices: choices))
    }

    func testLoadShowsTheStoredSettings() async {
        useCase.settingsResult = Settings(autoLockMinutes: 10, hidesBalances: true)

        await sut.send(.load)

        XCTAssertEqual(useCase.settingsCallCount, 1)
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 3, highlightedAutoLock: 3, hidesBalances: true))
    }

    func testPublishedSettingsAreShown() async {
        useCase.settingsPublisherSubject.send(Settings(autoLockMinutes: 1, hidesBalances: false))
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 0))

        useCase.settingsPublisherSubject.send(Settings(autoLockMinutes: 15, hidesBalances: true))
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 4, hidesBalances: true))
    }

    // MARK: - The auto-lock time

    func testChoosingATimeShowsItAndKeepsIt() async {
        await sut.send(.load)

        await sut.send(.autoLockChosen(4))

        XCTAssertEqual(useCase.setAutoLockReceivedArguments, [15])
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 4, highlightedAutoLock: 4))
    }

    func testATimeThatIsNotKeptIsExplainedAndTheKeptOneShows() async {
        await sut.send(.load)
        useCase.setAutoLockResult = .failure(SettingsUseCaseNameSpace.Errors.notSaved)

        await sut.send(.autoLockChosen(0))

        XCTAssertEqual(useCase.setAutoLockReceivedArguments, [1])
        XCTAssertEqual(sut.state, State(
            autoLockChoices: choices,
            selectedAutoLock: 2,
            notice: "PayRed couldn't keep this choice on this device."
        ))
    }

    func testAKeptChoiceClearsTheNotice() async {
        await sut.send(.load)
        useCase.setAutoLockResult = .failure(SettingsUseCaseNameSpace.Errors.notSaved)
        await sut.send(.autoLockChosen(0))

        useCase.setAutoLockResult = .success(())
        await sut.send(.autoLockChosen(1))

        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 1, highlightedAutoLock: 1))
    }

    func testMovingTheHighlightChoosesNothing() async {
        await sut.send(.load)

        sut.reduce(.autoLockHighlighted(4))
        await sut.send(.autoLockHighlighted(0))

        XCTAssertFalse(useCase.setAutoLockCalled)
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 2, highlightedAutoLock: 0))
    }

    func testAPositionOutsideTheListIsIgnored() async {
        await sut.send(.load)

        await sut.send(.autoLockChosen(5))

        XCTAssertFalse(useCase.setAutoLockCalled)
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 2, highlightedAutoLock: 2))
    }

    // MARK: - Hide balances

    func testHidingBalancesShowsAtOnceAndIsKept() async {
        await sut.send(.load)

        await sut.send(.hidesBalancesToggled(true))

        XCTAssertEqual(useCase.setHidesBalancesReceivedArguments, [true])
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 2, highlightedAutoLock: 2, hidesBalances: true))
    }

    func testHidingBalancesThatIsNotKeptIsExplainedAndUndone() async {
        await sut.send(.load)
        useCase.setHidesBalancesResult = .failure(SettingsUseCaseNameSpace.Errors.notSaved)

        await sut.send(.hidesBalancesToggled(true))

        XCTAssertEqual(sut.state, State(
            autoLockChoices: choices,
            selectedAutoLock: 2,
            highlightedAutoLock: 2,
            hidesBalances: false,
            notice: "PayRed couldn't keep this choice on this device."
        ))
    }

    func testEveryFailureReadsAsASentence() async {
        XCTAssertEqual(SettingsScreenViewModel.text(for: SettingsUseCaseNameSpace.Errors.unsupportedAutoLock),
                       "PayRed doesn't offer that auto-lock time.")
        XCTAssertEqual(SettingsScreenViewModel.text(for: CancellationError()), "PayRed couldn't keep this choice on this device.")
    }

    // MARK: - Leaving

    func testEscClosesThroughTheCoordinator() async {
        await sut.send(.close)

        XCTAssertEqual(coordinator.closeSettingsScreenCallCount, 1)
        XCTAssertFalse(useCase.setAutoLockCalled)
        XCTAssertFalse(useCase.setHidesBalancesCalled)
    }

    // MARK: - Snapshots

    func testSnapshotLoading() async {
        assertSnapshot(of: makeHost(), as: .terminal, named: "loading")
    }

    func testSnapshotContentDefaults() async {
        await sut.send(.load)
        assertSnapshot(of: makeHost(), as: .terminal, named: "content-defaults")
    }

    func testSnapshotContentTenMinutesAndBalancesHidden() async {
        useCase.settingsResult = Settings(autoLockMinutes: 10, hidesBalances: true)
        await sut.send(.load)
        assertSnapshot(of: makeHost(), as: .terminal, named: "content-10-minutes-balances-hidden")
    }

    func testSnapshotErrorChoiceNotKept() async {
        await sut.send(.load)
        useCase.setHidesBalancesResult = .failure(SettingsUseCaseNameSpace.Errors.notSaved)
        await sut.send(.hidesBalancesToggled(true))
        assertSnapshot(of: makeHost(), as: .terminal, named: "error-choice-not-kept")
    }
}
