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

    func testNothingIsPublishedBeforeTheSettingsAreRead() {
        let recorder = StateRecorder(sut.settingsPublisher)

        XCTAssertEqual(recorder.recorded, [])
    }

    func testSettingsNeverChosenAreTheDefaults() async {
        let recorder = StateRecorder(sut.settingsPublisher)

        let settings = await sut.settings()

        XCTAssertEqual(settings, Settings(autoLockMinutes: 5, hidesBalances: false))
        XCTAssertEqual(recorder.recorded, [settings])
    }

    func testStoredSettingsAreReadAndPublished() async {
        repository.autoLockMinutesResult = 10
        repository.hidesBalancesResult = true
        let recorder = StateRecorder(sut.settingsPublisher)

        let settings = await sut.settings()

        XCTAssertEqual(settings, Settings(autoLockMinutes: 10, hidesBalances: true))
        XCTAssertEqual(recorder.recorded, [settings])
    }

    func testAStoredTimeThatIsNotOfferedCountsAsTheDefault() async {
        for stored in [0, 3, 60] {
            repository.autoLockMinutesResult = stored
            let settings = await sut.settings()
            XCTAssertEqual(settings.autoLockMinutes, 5, "stored \(stored)")
        }
    }

    // MARK: The auto-lock time

    func testEveryOfferedTimeIsKeptAndPublished() async throws {
        let recorder = StateRecorder(sut.settingsPublisher)

        for minutes in SettingsUseCaseNameSpace.autoLockChoices {
            try await sut.setAutoLock(minutes: minutes)
        }

        XCTAssertEqual(repository.setAutoLockReceivedArguments, [1, 2, 5, 10, 15])
        XCTAssertEqual(recorder.recorded.map(\.autoLockMinutes), [1, 2, 5, 10, 15])
    }

    func testATimeThatIsNotOfferedIsRefusedAndNotStored() async {
        let recorder = StateRecorder(sut.settingsPublisher)

        for minutes in [0, 3, 30, -1] {
            await assertThrows(Errors.unsupportedAutoLock) { try await self.sut.setAutoLock(minutes: minutes) }
        }

        XCTAssertFalse(repository.setAutoLockCalled)
        XCTAssertEqual(recorder.recorded, [])
    }

    func testATimeThatCannotBeKeptIsNotSavedAndNotPublished() async {
        repository.onSetAutoLock = nil
        repository.setAutoLockResult = .failure(CocoaError(.fileWriteNoPermission))
        let recorder = StateRecorder(sut.settingsPublisher)

        await assertThrows(Errors.notSaved) { try await self.sut.setAutoLock(minutes: 10) }

        XCTAssertEqual(recorder.recorded, [])
    }

    // MARK: Hiding balances

    func testHidingAndShowingBalancesIsKeptAndPublished() async throws {
        repository.autoLockMinutesResult = 2
        let recorder = StateRecorder(sut.settingsPublisher)

        try await sut.setHidesBalances(true)
        try await sut.setHidesBalances(false)

        XCTAssertEqual(repository.setHidesBalancesReceivedArguments, [true, false])
        XCTAssertEqual(recorder.recorded, [
            Settings(autoLockMinutes: 2, hidesBalances: true),
            Settings(autoLockMinutes: 2, hidesBalances: false),
        ])
    }

    func testHidingBalancesThatCannotBeKeptIsNotSavedAndNotPublished() async {
        repository.onSetHidesBalances = nil
        repository.setHidesBalancesResult = .failure(CocoaError(.fileWriteNoPermission))
        let recorder = StateRecorder(sut.settingsPublisher)

        await assertThrows(Errors.notSaved) { try await self.sut.setHidesBalances(true) }

        XCTAssertEqual(recorder.recorded, [])
    }
}
