import Foundation
import Localization
import SettingsRepositoryAPI
import SettingsRepositoryAPITestDoubles
import SettingsRepositoryImpl
import SettingsUseCaseAPI
import TestSupport
import XCTest

/// The settings in user defaults: the auto-lock time in minutes over seconds stored, hide balances,
/// and failed writes turned into the domain's error.
final class SettingsRepositoryImplTests: XCTestCase {
    private var userDefaults: SettingsRepositoryUserDefaultsDataStub!
    private var sut: SettingsRepositoryImpl!

    override func setUp() {
        super.setUp()
        userDefaults = SettingsRepositoryUserDefaultsDataStub()
        sut = SettingsRepositoryImpl(userDefaultsData: userDefaults)
    }

    override func tearDown() {
        userDefaults.reset()
        userDefaults = nil
        sut = nil
        super.tearDown()
    }

    // MARK: The auto-lock time

    func testNoStoredTimeIsNone() async {
        userDefaults.autoLockSecondsResult = nil

        let minutes = await sut.autoLockMinutes()

        XCTAssertNil(minutes)
    }

    func testTheStoredSecondsAreReadAsMinutes() async {
        userDefaults.autoLockSecondsResult = 600

        let minutes = await sut.autoLockMinutes()

        XCTAssertEqual(minutes, 10)
    }

    func testStoredSecondsThatAreNotWholeMinutesAreNone() async {
        userDefaults.autoLockSecondsResult = 90

        let minutes = await sut.autoLockMinutes()

        XCTAssertNil(minutes)
    }

    func testMinutesAreStoredAsSeconds() async throws {
        try await sut.setAutoLock(minutes: 2)

        XCTAssertEqual(userDefaults.setAutoLockSecondsReceivedArguments, [120])
    }

    func testATimeThatCannotBeStoredIsNotSaved() async {
        userDefaults.setAutoLockSecondsResult = .failure(CocoaError(.fileWriteNoPermission))

        await assertThrows(SettingsUseCaseNameSpace.Errors.notSaved) { try await self.sut.setAutoLock(minutes: 5) }
    }

    // MARK: Hide balances

    func testHideBalancesIsFollowedInThePreferences() async {
        let recorder = StateRecorder(sut.hidesBalancesPublisher)

        userDefaults.hidesBalancesPublisherSubject.send(true)

        XCTAssertEqual(recorder.recorded, [true])
    }

    func testHideBalancesIsStored() async throws {
        try await sut.setHidesBalances(true)

        XCTAssertEqual(userDefaults.setHidesBalancesReceivedArguments, [true])
    }

    func testHideBalancesThatCannotBeStoredIsNotSaved() async {
        userDefaults.setHidesBalancesResult = .failure(CocoaError(.fileWriteNoPermission))

        await assertThrows(SettingsUseCaseNameSpace.Errors.notSaved) { try await self.sut.setHidesBalances(true) }
    }

    // MARK: The language

    func testTheLanguageIsStoredByItsCode() async throws {
        try await sut.setLanguage(.german)

        XCTAssertEqual(userDefaults.setLanguageCodeReceivedArguments, ["de"])
    }

    func testAStoredCodeIsReadAsItsLanguageAndAnUnknownOneAsNone() async {
        userDefaults.languageCodeResult = "de"
        let german = await sut.language()
        userDefaults.languageCodeResult = "fr"
        let unknown = await sut.language()

        XCTAssertEqual(german, .german)
        XCTAssertNil(unknown, "a language this build does not speak counts as never chosen")
    }

    func testALanguageThatCannotBeStoredIsNotSaved() async {
        userDefaults.setLanguageCodeResult = .failure(CocoaError(.fileWriteNoPermission))

        await assertThrows(SettingsUseCaseNameSpace.Errors.notSaved) { try await self.sut.setLanguage(.german) }
    }
}
