import Foundation
import SettingsUseCaseAPI
import SettingsUseCaseAPITestDoubles
import SettingsUseCaseImpl
import TestSupport
import XCTest

/// The settings: the defaults, the auto-lock times offered, and every kept change published.
final class SettingsUseCaseImplTests: XCTestCase {
    private typealias Errors = SettingsUseCaseNameSpace.Errors
    private typealias Settings = SettingsUseCaseNameSpace.Settings

    private var repository: SettingsUseCaseRepositoryStub!
    private var sut: SettingsUseCaseImpl!

    override func setUp() {
        super.setUp()
        let repository = SettingsUseCaseRepositoryStub()
        // The stub keeps what is stored, as the preferences do.
        repository.onSetAutoLock = { [repository] minutes in repository.autoLockMinutesResult = minutes }
        repository.onSetHidesBalances = { [repository] hidden in repository.hidesBalancesResult = hidden }
        self.repository = repository
        sut = SettingsUseCaseImpl(repository: repository)
    }

    override func tearDown() {
        repository.reset()
        repository = nil
        sut = nil
        super.tearDown()
    }

    // MARK: Reading

    func testTheOfferedAutoLockTimesAndTheDefault() {
        XCTAssertEqual(SettingsUseCaseNameSpace.autoLockChoices, [1, 2, 5, 10, 15])
        XCTAssertEqual(SettingsUseCaseNameSpace.defaultAutoLockMinutes, 5)
    }

    func testNothingIsReadBeforeLoad() {
        XCTAssertEqual(lastSnapshot, SettingsUseCaseNameSpace.Snapshot())
    }

    func testSettingsNeverChosenAreTheDefaults() async {
        await sut.load()

        XCTAssertEqual(lastSnapshot.settings, Settings(autoLockMinutes: 5, hidesBalances: false))
    }

    func testStoredSettingsAreReadAndPublished() async {
        repository.autoLockMinutesResult = 10
        repository.hidesBalancesResult = true

        await sut.load()

        XCTAssertEqual(lastSnapshot, .init(settings: Settings(autoLockMinutes: 10, hidesBalances: true)))
    }

    func testTheAutoLockTimeThisLaunchWasGivenIsPublishedBesideTheChosenOne() async {
        sut = SettingsUseCaseImpl(repository: repository, autoLockForThisRun: .seconds(30))
        repository.autoLockMinutesResult = 10

        await sut.load()

        XCTAssertEqual(lastSnapshot.settings, Settings(autoLockMinutes: 10, hidesBalances: false, autoLockForThisRun: .seconds(30)))
    }

    func testAStoredTimeThatIsNotOfferedCountsAsTheDefault() async {
        for stored in [0, 3, 60] {
            repository.autoLockMinutesResult = stored
            await sut.load()
            XCTAssertEqual(lastSnapshot.settings?.autoLockMinutes, 5, "stored \(stored)")
        }
    }

    // MARK: The auto-lock time

    func testEveryOfferedTimeIsKeptAndPublished() async {
        let recorder = StateRecorder(sut.statePublisher)

        for minutes in SettingsUseCaseNameSpace.autoLockChoices {
            await sut.setAutoLock(minutes: minutes)
        }

        XCTAssertEqual(repository.setAutoLockReceivedArguments, [1, 2, 5, 10, 15])
        XCTAssertEqual(recorder.recorded.filter { $0.change == .done }.compactMap(\.settings?.autoLockMinutes), [1, 2, 5, 10, 15])
    }

    func testAChoiceIsShownOnItsWayThenDone() async {
        let recorder = StateRecorder(sut.statePublisher)

        await sut.setHidesBalances(true)

        XCTAssertEqual(recorder.recorded.map(\.change), [nil, .submitting, .submitting, .done])
        XCTAssertEqual(lastSnapshot.settings, Settings(autoLockMinutes: 5, hidesBalances: true))
    }

    func testATimeThatIsNotOfferedIsRefusedAndNotStored() async {
        for minutes in [0, 3, 30, -1] {
            await sut.setAutoLock(minutes: minutes)
            XCTAssertEqual(lastSnapshot, .init(change: .failed(.unsupportedAutoLock)), "\(minutes)")
        }

        XCTAssertFalse(repository.setAutoLockCalled)
    }

    func testATimeThatCannotBeKeptIsNotSavedAndTheKeptSettingsShow() async {
        repository.onSetAutoLock = nil
        repository.setAutoLockResult = .failure(CocoaError(.fileWriteNoPermission))
        repository.autoLockMinutesResult = 2

        await sut.setAutoLock(minutes: 10)

        XCTAssertEqual(lastSnapshot, .init(settings: Settings(autoLockMinutes: 2, hidesBalances: false), change: .failed(.notSaved)))
    }

    // MARK: Hiding balances

    func testHidingAndShowingBalancesIsKeptAndPublished() async {
        repository.autoLockMinutesResult = 2
        let recorder = StateRecorder(sut.statePublisher)

        await sut.setHidesBalances(true)
        await sut.setHidesBalances(false)

        XCTAssertEqual(repository.setHidesBalancesReceivedArguments, [true, false])
        XCTAssertEqual(recorder.recorded.filter { $0.change == .done }.compactMap(\.settings), [
            Settings(autoLockMinutes: 2, hidesBalances: true),
            Settings(autoLockMinutes: 2, hidesBalances: false),
        ])
    }

    func testHidingBalancesThatCannotBeKeptIsNotSaved() async {
        repository.onSetHidesBalances = nil
        repository.setHidesBalancesResult = .failure(CocoaError(.fileWriteNoPermission))

        await sut.setHidesBalances(true)

        XCTAssertEqual(lastSnapshot, .init(settings: Settings(autoLockMinutes: 5, hidesBalances: false), change: .failed(.notSaved)))
    }

    // MARK: Helpers

    /// The snapshot published last.
    private var lastSnapshot: SettingsUseCaseNameSpace.Snapshot {
        StateRecorder(sut.statePublisher).recorded.last ?? .init()
    }
}
