// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import SettingsScreenImpl
import Localization
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

/// The Settings screen: the settings the use case publishes, each choice shown at once and
/// forwarded to the use case, and a choice that could not be kept; states compared whole, and
/// drawn at 80×24 in each language.
@MainActor
final class SettingsScreenViewModelTests: XCTestCase {
    private var useCase: SettingsUseCaseStub!
    private var coordinator: SettingsScreenCoordinatorStub!
    private var sut: SettingsScreenViewModel!

    override func setUp() async throws {
        useCase = SettingsUseCaseStub()
        coordinator = SettingsScreenCoordinatorStub()
        sut = makeViewModel()
    }

    private func makeViewModel() -> SettingsScreenViewModel {
        SettingsScreenViewModel(dependencies: SettingsScreenDependencies(coordinator: coordinator), useCase: useCase)
    }

    private func makeHost() -> ViewHost {
        let viewModel: SettingsScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(SettingsScreenView(viewModel: viewModel)) }
    }

    /// Publishes `settings` as kept, and whether amounts are hidden.
    private func publish(_ settings: Settings = Settings(autoLockMinutes: 5), hidesBalances: Bool = false, language: Language = .english) {
        useCase.statePublisherSubject.send(.init(settings: settings, hidesBalances: hidesBalances, language: language))
    }

    /// Loads, as the screen does when it appears, and publishes `settings` as read.
    private func load(_ settings: Settings = Settings(autoLockMinutes: 5), hidesBalances: Bool = false) async {
        await sut.send(.load)
        publish(settings, hidesBalances: hidesBalances)
    }

    // MARK: - Reading

    func testTheViewModelAndItsSubscriptionsEndWithItsScreen() async {
        await assertReleased {
            let host = makeHost()
            _ = host.render()
            let viewModel: SettingsScreenViewModel = sut
            await load()
            _ = host.render()
            sut = nil
            return viewModel
        }
    }

    func testStartsLoadingWithTheTimesOffered() async {
        XCTAssertEqual(sut.state, State(autoLockChoices: choices))
    }

    func testLoadAsksTheUseCaseAndTheHighlightStartsOnTheStoredTime() async {
        await load(Settings(autoLockMinutes: 10), hidesBalances: true)

        XCTAssertEqual(useCase.loadCallCount, 1)
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 3, highlightedAutoLock: 3, hidesBalances: true, selectedLanguage: 0))
    }

    func testPublishedSettingsAreShown() async {
        publish(Settings(autoLockMinutes: 1))
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 0, selectedLanguage: 0))

        publish(Settings(autoLockMinutes: 15), hidesBalances: true)
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 4, hidesBalances: true, selectedLanguage: 0))
    }

    // MARK: - The auto-lock time

    func testChoosingATimeShowsItAtOnceAndForwardsIt() async {
        await load()

        await sut.send(.autoLockChosen(4))

        XCTAssertEqual(useCase.setAutoLockReceivedArguments, [15])
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 4, highlightedAutoLock: 4, selectedLanguage: 0))
    }

    func testATimeThatIsNotKeptIsExplainedAndTheKeptOneShows() async {
        await load()
        useCase.setAutoLockResult = .failure(.notSaved)
        await sut.send(.autoLockChosen(0))

        XCTAssertEqual(sut.state, State(
            autoLockChoices: choices,
            selectedAutoLock: 2,
            highlightedAutoLock: 0,
            notice: "PayRed couldn't keep this choice on this device.",
            selectedLanguage: 0
        ))
    }

    func testAKeptChoiceClearsTheNotice() async {
        await load()
        useCase.setAutoLockResult = .failure(.notSaved)
        await sut.send(.autoLockChosen(0))

        useCase.setAutoLockResult = .success(())
        await sut.send(.autoLockChosen(1))
        publish(Settings(autoLockMinutes: 2))

        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 1, highlightedAutoLock: 1, selectedLanguage: 0))
    }

    func testMovingTheHighlightChoosesNothing() async {
        await load()

        sut.reduce(.autoLockHighlighted(4))
        await sut.send(.autoLockHighlighted(0))

        XCTAssertFalse(useCase.setAutoLockCalled)
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 2, highlightedAutoLock: 0, selectedLanguage: 0))
    }

    func testAPositionOutsideTheListIsIgnored() async {
        await load()

        await sut.send(.autoLockChosen(5))

        XCTAssertFalse(useCase.setAutoLockCalled)
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 2, highlightedAutoLock: 2, selectedLanguage: 0))
    }

    // MARK: - Hide balances

    func testHidingBalancesShowsAtOnceAndIsForwarded() async {
        await load()

        await sut.send(.hidesBalancesToggled(true))

        XCTAssertEqual(useCase.setHidesBalancesReceivedArguments, [true])
        XCTAssertEqual(sut.state, State(autoLockChoices: choices, selectedAutoLock: 2, highlightedAutoLock: 2, hidesBalances: true, selectedLanguage: 0))
    }

    func testHidingBalancesThatIsNotKeptIsExplainedAndUndone() async {
        await load()
        useCase.setHidesBalancesResult = .failure(.notSaved)
        await sut.send(.hidesBalancesToggled(true))

        XCTAssertEqual(sut.state, State(
            autoLockChoices: choices,
            selectedAutoLock: 2,
            highlightedAutoLock: 2,
            hidesBalances: false,
            notice: "PayRed couldn't keep this choice on this device.",
            selectedLanguage: 0
        ))
    }

    // MARK: - The language

    func testChoosingALanguageShowsItAtOnceAndForwardsIt() async {
        await load()

        await sut.send(.languageChosen(1))

        XCTAssertEqual(useCase.setLanguageReceivedArguments, [.german])
        XCTAssertEqual(sut.state, State(
            autoLockChoices: choices, selectedAutoLock: 2, highlightedAutoLock: 2, selectedLanguage: 1, highlightedLanguage: 1
        ))
    }

    func testALanguageThatIsNotKeptIsExplainedAndTheShownOneStays() async {
        await load()
        useCase.setLanguageResult = .failure(.notSaved)

        await sut.send(.languageChosen(1))

        XCTAssertEqual(sut.state, State(
            autoLockChoices: choices, selectedAutoLock: 2, highlightedAutoLock: 2,
            notice: "PayRed couldn't keep this choice on this device.", selectedLanguage: 0, highlightedLanguage: 1
        ))
    }

    func testTheScreenIsWordedAgainInTheLanguageChosen() async {
        await load()
        defer { Language.current = .english }

        // As the use case does once the choice is kept: the language shows, then the settings are published.
        Language.current = .german
        publish(language: .german)

        XCTAssertEqual(sut.state.autoLockChoices, ["1 Minute", "2 Minuten", "5 Minuten", "10 Minuten", "15 Minuten"])
        XCTAssertEqual(sut.state.selectedLanguage, 1)
        XCTAssertEqual(sut.state.languageChoices, ["English", "Deutsch"], "each language is named in itself")
    }

    func testEveryFailureReadsAsASentence() async {
        XCTAssertEqual(SettingsScreenViewModel.text(for: .unsupportedAutoLock), "PayRed doesn't offer that auto-lock time.")
        XCTAssertEqual(SettingsScreenViewModel.text(for: .notSaved), "PayRed couldn't keep this choice on this device.")
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
        await forEachLanguage { named in
            // The auto-lock times are named when the screen is made.
            sut = makeViewModel()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading"))
        }
    }

    func testSnapshotContentDefaults() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await load()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-defaults"))
        }
    }

    func testSnapshotContentTenMinutesAndBalancesHidden() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await load(Settings(autoLockMinutes: 10), hidesBalances: true)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-10-minutes-balances-hidden"))
        }
    }

    func testSnapshotContentWhileALaunchOptionSetsTheAutoLock() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await load(Settings(autoLockMinutes: 5, autoLockForThisRun: .seconds(30)))
            XCTAssertEqual(sut.state.autoLockForThisRun, SettingsScreenViewModel.forThisRun(.seconds(30)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-auto-lock-set-for-this-run"))
        }
    }

    func testSnapshotErrorChoiceNotKept() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await load()
            useCase.setHidesBalancesResult = .failure(.notSaved)
            await sut.send(.hidesBalancesToggled(true))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-choice-not-kept"))
        }
    }

    func testSnapshotContentAfterChoosingGerman() async {
        defer { Language.current = .english }
        await load()
        Language.current = .german
        publish(language: .german)
        assertSnapshot(of: makeHost(), as: .terminal, named: "de-content-german-chosen")
    }
}
