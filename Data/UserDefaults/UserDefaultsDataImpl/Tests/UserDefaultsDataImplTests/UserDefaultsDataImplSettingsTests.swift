import Foundation
import SettingsRepositoryAPI
import TestSupport
import UserDefaultsDataImpl
import XCTest

/// The preferences as the settings' data source, against a real file in a temporary directory: the
/// auto-lock time and its publisher, and "hide balances" shared with Home and Transactions.
final class UserDefaultsDataImplSettingsTests: XCTestCase {
    private var directory: URL!
    private var file: URL { directory.appendingPathComponent("preferences.plist") }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: The auto-lock time

    func testNoAutoLockTimeUntilTheUserChooses() async {
        let sut: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)

        let seconds = await sut.autoLockSeconds()

        XCTAssertNil(seconds)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "reading writes nothing")
    }

    func testTheAutoLockTimeSurvivesARelaunchBesideTheOtherPreferences() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        try await sut.setSelectedTab("menu")
        try await sut.setAutoLockSeconds(600)

        let relaunched: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let seconds = await relaunched.autoLockSeconds()
        let tab = await UserDefaultsDataImpl(file: file).selectedTab()

        XCTAssertEqual(seconds, 600)
        XCTAssertEqual(tab, "menu")
    }

    func testTheAutoLockPublisherSendsTheStoredChoiceThenEveryChange() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        let recorder = StateRecorder(sut.autoLockSecondsPublisher)

        try await sut.setAutoLockSeconds(60)
        try await sut.setAutoLockSeconds(900)
        try await sut.setHidesBalances(true)

        XCTAssertEqual(recorder.recorded, [60, 900], "nothing before a choice, nor for other preferences")
        let relaunched = StateRecorder(UserDefaultsDataImpl(file: file).autoLockSecondsPublisher)
        XCTAssertEqual(relaunched.recorded, [900])
    }

    func testAnAutoLockTimeThatCannotBeSavedThrowsAndChangesNothing() async {
        let sut = UserDefaultsDataImpl(file: directory.appendingPathComponent("missing/preferences.plist"))
        let recorder = StateRecorder(sut.autoLockSecondsPublisher)

        do {
            try await sut.setAutoLockSeconds(120)
            XCTFail("expected a write error")
        } catch {}

        let seconds = await sut.autoLockSeconds()
        XCTAssertNil(seconds)
        XCTAssertEqual(recorder.recorded, [])
    }

    // MARK: Hide balances, shared with Home and Transactions

    func testHidingBalancesIsFollowedAsItChanges() async throws {
        let settings: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let following = StateRecorder(settings.hidesBalancesPublisher)

        try await settings.setHidesBalances(true)

        XCTAssertTrue(Self.hidden(settings))
        XCTAssertEqual(following.recorded, [false, true])
    }

    func testHidingBalancesShowsAfterARelaunch() async throws {
        let before: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        try await before.setHidesBalances(true)

        let settings: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let hidden = Self.hidden(settings)

        XCTAssertTrue(hidden)
    }

    /// What `preferences` says of hiding balances now (its publisher sends the current value first).
    private static func hidden(_ preferences: any SettingsRepositoryUserDefaultsDataProtocol) -> Bool {
        StateRecorder(preferences.hidesBalancesPublisher).recorded.last ?? false
    }

    // MARK: The language

    func testTheLanguageIsNoneUntilChosenThenSurvivesARelaunch() async throws {
        let sut: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let before = await sut.languageCode()
        try await sut.setLanguageCode("de")

        let relaunched: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let after = await relaunched.languageCode()

        XCTAssertNil(before)
        XCTAssertEqual(after, "de")
    }
}
