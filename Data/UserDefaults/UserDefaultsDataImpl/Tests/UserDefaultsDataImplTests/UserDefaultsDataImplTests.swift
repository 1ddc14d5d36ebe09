import AuthenticationFlowRepositoryAPI
import Foundation
import MainTabBarRepositoryAPI
import SettingsRepositoryAPI
import TestSupport
import UserDefaultsDataImpl
import XCTest

/// The preferences against a real file in a temporary directory.
final class UserDefaultsDataImplTests: XCTestCase {
    private var directory: URL!
    private var file: URL { directory.appendingPathComponent("preferences.plist") }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testBalancesShowUntilTheUserHidesThem() async {
        let sut: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let hidden = Self.hidden(sut)
        XCTAssertFalse(hidden)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "reading writes nothing")
    }

    func testHidingBalancesSurvivesARelaunch() async throws {
        try await UserDefaultsDataImpl(file: file).setHidesBalances(true)

        let relaunched: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let hidden = Self.hidden(relaunched)
        XCTAssertTrue(hidden)
    }

    func testDeletingAllPreferencesForgetsThemOnDiskAndInTheScreensFollowingThem() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        try await sut.setHidesBalances(true)
        let hidden = StateRecorder(sut.hidesBalancesPublisher)

        try (sut as any AuthenticationFlowRepositoryUserDefaultsDataProtocol).deleteAllPreferences()

        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
        XCTAssertEqual(hidden.recorded.last, false)
        let relaunched: any SettingsRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let stillHidden = Self.hidden(relaunched)
        XCTAssertFalse(stillHidden)
    }

    func testAfterDeletingAllPreferencesTheNextUserInheritsNoneOfThem() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        try await sut.setHidesBalances(true)
        try await sut.setSelectedTab("menu")

        try (sut as any AuthenticationFlowRepositoryUserDefaultsDataProtocol).deleteAllPreferences()
        let tab = await sut.selectedTab()
        let hidden = Self.hidden(sut)
        XCTAssertNil(tab, "the next user would open on the last user's tab")
        XCTAssertFalse(hidden)

        try await sut.setSelectedTab("cards")
        let relaunched = UserDefaultsDataImpl(file: file)
        let kept = Self.hidden(relaunched)
        XCTAssertFalse(kept, "a later change wrote the last user's preference back")
    }

    func testShowingBalancesAgainIsKept() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        try await sut.setHidesBalances(true)
        try await sut.setHidesBalances(false)

        let hidden = Self.hidden(UserDefaultsDataImpl(file: file))
        XCTAssertFalse(hidden)
    }

    func testTheFileIsReadableOnlyByTheUser() async throws {
        try await UserDefaultsDataImpl(file: file).setHidesBalances(true)

        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600)
    }

    func testAnUnreadableFileCountsAsNoPreferences() async throws {
        try Data("not a property list".utf8).write(to: file)

        let hidden = Self.hidden(UserDefaultsDataImpl(file: file))
        XCTAssertFalse(hidden)
    }

    func testASaveThatCannotBeWrittenThrowsAndChangesNothing() async throws {
        let sut = UserDefaultsDataImpl(file: directory.appendingPathComponent("missing/preferences.plist"))
        do {
            try await sut.setHidesBalances(true)
            XCTFail("expected a write error")
        } catch {}
        let hidden = Self.hidden(sut)
        XCTAssertFalse(hidden)
    }

    func testScreensFollowingHideBalancesSeeEveryChange() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        let following: any SettingsRepositoryUserDefaultsDataProtocol = sut
        let recorder = StateRecorder(following.hidesBalancesPublisher)

        try await sut.setHidesBalances(true)
        try await sut.setHidesBalances(false)

        XCTAssertEqual(recorder.recorded, [false, true, false])
        let relaunched = StateRecorder(UserDefaultsDataImpl(file: file).hidesBalancesPublisher)
        XCTAssertEqual(relaunched.recorded, [false])
    }

    func testTheLastSelectedTabSurvivesARelaunchBesideTheOtherPreferences() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        try await sut.setHidesBalances(true)
        try await sut.setSelectedTab("cards")

        let relaunched = UserDefaultsDataImpl(file: file)
        let tab = await relaunched.selectedTab()
        let hidden = Self.hidden(relaunched)
        XCTAssertEqual(tab, "cards")
        XCTAssertTrue(hidden)
    }

    /// What `preferences` says of hiding balances now (its publisher sends the current value first).
    private static func hidden(_ preferences: any SettingsRepositoryUserDefaultsDataProtocol) -> Bool {
        StateRecorder(preferences.hidesBalancesPublisher).recorded.last ?? false
    }
}
