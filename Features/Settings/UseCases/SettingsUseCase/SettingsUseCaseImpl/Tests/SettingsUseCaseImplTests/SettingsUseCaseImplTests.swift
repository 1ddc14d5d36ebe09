import Foundation
import Localization
import SettingsUseCaseAPI
import SettingsUseCaseAPITestDoubles
import SettingsUseCaseImpl
import TestSupport
import XCTest

/// The settings: the defaults, the auto-lock times offered, every kept change published, and
/// hiding balances followed as the preferences change.
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
        // As the preferences do, a kept "hide balances" reaches every follower.
        repository.onSetHidesBalances = { [repository] hidden in repository.hidesBalancesPublisherSubject.send(hidden) }
        repository.onSetLanguage = { [repository] language in repository.languageResult = language }
        self.repository = repository
        sut = SettingsUseCaseImpl(repository: repository)
    }

    override func tearDown() {
        Language.current = .english
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

        XCTAssertEqual(lastSnapshot.settings, Settings(autoLockMinutes: 5))
    }

    func testStoredSettingsAreReadAndPublished() async {
        repository.autoLockMinutesResult = 10

        await sut.load()

        XCTAssertEqual(lastSnapshot, .init(settings: Settings(autoLockMinutes: 10)))
    }

    func testTheAutoLockTimeThisLaunchWasGivenIsPublishedBesideTheChosenOne() async {
        sut = SettingsUseCaseImpl(repository: repository, autoLockForThisRun: .seconds(30))
        repository.autoLockMinutesResult = 10

        await sut.load()

        XCTAssertEqual(lastSnapshot.settings, Settings(autoLockMinutes: 10, autoLockForThisRun: .seconds(30)))
    }

    func testAStoredTimeThatIsNotOfferedCountsAsTheDefault() async {
        for stored in [0, 3, 60] {
            repository.autoLockMinutesResult = stored
            await sut.load()
            XCTAssertEqual(lastSnapshot.settings?.autoLockMinutes, 5, "stored \(stored)")
        }
    }

    // MARK: The auto-lock time

    func testEveryOfferedTimeIsKeptAndPublished() async throws {
        let recorder = StateRecorder(sut.statePublisher)

        for minutes in SettingsUseCaseNameSpace.autoLockChoices {
            try await sut.setAutoLock(minutes: minutes)
        }

        XCTAssertEqual(repository.setAutoLockReceivedArguments, [1, 2, 5, 10, 15])
        XCTAssertEqual(recorder.recorded.compactMap(\.settings?.autoLockMinutes), [1, 2, 5, 10, 15])
    }

    func testATimeThatIsNotOfferedIsRefusedAndNotStored() async {
        for minutes in [0, 3, 30, -1] {
            await assertThrows(Errors.unsupportedAutoLock, "\(minutes)") { try await self.sut.setAutoLock(minutes: minutes) }
        }

        XCTAssertFalse(repository.setAutoLockCalled)
        XCTAssertEqual(lastSnapshot, .init())
    }

    func testATimeThatCannotBeKeptIsNotSavedAndChangesNothing() async {
        repository.onSetAutoLock = nil
        repository.setAutoLockResult = .failure(.notSaved)
        repository.autoLockMinutesResult = 2
        await sut.load()

        await assertThrows(Errors.notSaved) { try await self.sut.setAutoLock(minutes: 10) }

        XCTAssertEqual(lastSnapshot, .init(settings: Settings(autoLockMinutes: 2)))
    }

    // MARK: Hiding balances

    func testHidingBalancesIsFollowedWhoeverChangesIt() async throws {
        let recorder = StateRecorder(sut.statePublisher.map(\.hidesBalances).eraseToAnyPublisher())

        try await sut.setHidesBalances(true)
        repository.hidesBalancesPublisherSubject.send(false)

        XCTAssertEqual(repository.setHidesBalancesReceivedArguments, [true])
        XCTAssertEqual(recorder.recorded, [false, true, false], "a change made elsewhere (a logout's wipe) shows too")
    }

    func testHidingBalancesThatCannotBeKeptIsNotSavedAndChangesNothing() async {
        repository.onSetHidesBalances = nil
        repository.setHidesBalancesResult = .failure(.notSaved)
        let recorder = StateRecorder(sut.statePublisher.map(\.hidesBalances).eraseToAnyPublisher())

        await assertThrows(Errors.notSaved) { try await self.sut.setHidesBalances(true) }

        XCTAssertEqual(recorder.recorded, [false])
    }

    // MARK: The language

    func testTheStoredLanguageIsShownOnLoad() async {
        repository.languageResult = .german

        await sut.load()

        XCTAssertEqual(Language.current, .german)
        XCTAssertEqual(lastSnapshot.language, .german)
    }

    func testWithoutAStoredLanguageTheLaunchOneStays() async {
        Language.current = .german

        await sut.load()

        XCTAssertEqual(Language.current, .german, "the environment's language (LANG) until the user chooses")
        XCTAssertEqual(lastSnapshot.language, .german)
    }

    func testALanguageGivenForThisRunWinsOverTheStoredOne() async {
        Language.current = .english
        repository.languageResult = .german
        sut = SettingsUseCaseImpl(repository: repository, languageForThisRun: .english)

        await sut.load()

        XCTAssertEqual(Language.current, .english)
    }

    func testAChosenLanguageIsKeptShownAtOnceAndPublished() async throws {
        try await sut.setLanguage(.german)

        XCTAssertEqual(repository.setLanguageReceivedArguments, [.german])
        XCTAssertEqual(Language.current, .german)
        XCTAssertEqual(lastSnapshot.language, .german)
    }

    func testALanguageThatCannotBeKeptIsNotSavedAndNotShown() async {
        repository.onSetLanguage = nil
        repository.setLanguageResult = .failure(.notSaved)

        await assertThrows(Errors.notSaved) { try await self.sut.setLanguage(.german) }

        XCTAssertEqual(Language.current, .english)
        XCTAssertEqual(lastSnapshot, .init())
    }

    // MARK: Helpers

    /// The snapshot published last.
    private var lastSnapshot: SettingsUseCaseNameSpace.Snapshot {
        StateRecorder(sut.statePublisher).recorded.last ?? .init()
    }
}
