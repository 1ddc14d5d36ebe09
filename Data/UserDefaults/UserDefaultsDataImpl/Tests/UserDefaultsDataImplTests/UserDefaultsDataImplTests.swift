import AuthenticationFlowRepositoryAPI
import Foundation
import HomeTabRepositoryAPI
import MainTabBarRepositoryAPI
import TestSupport
import TransactionTabRepositoryAPI
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
        let sut: any HomeTabRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let hidden = await sut.hidesBalances()
        XCTAssertFalse(hidden)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "reading writes nothing")
    }

    func testHidingBalancesSurvivesARelaunch() async throws {
        try await UserDefaultsDataImpl(file: file).setHidesBalances(true)

        let relaunched: any HomeTabRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let hidden = await relaunched.hidesBalances()
        XCTAssertTrue(hidden)
    }

    func testDeletingAllPreferencesForgetsThemOnDiskAndInTheScreensFollowingThem() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        try await sut.setHidesBalances(true)
        let hidden = StateRecorder((sut as any HomeTabRepositoryUserDefaultsDataProtocol).hidesBalancesPublisher)

        try (sut as any AuthenticationFlowRepositoryUserDefaultsDataProtocol).deleteAllPreferences()

        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
        XCTAssertEqual(hidden.recorded.last, false)
        let relaunched: any HomeTabRepositoryUserDefaultsDataProtocol = UserDefaultsDataImpl(file: file)
        let stillHidden = await relaunched.hidesBalances()
        XCTAssertFalse(stillHidden)
    }

    func testAfterDeletingAllPreferencesTheNextUserInheritsNoneOfThem() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        try await sut.setHidesBalances(true)
        try await sut.setSelectedTab("menu")

        try (sut as any AuthenticationFlowRepositoryUserDefaultsDataProtocol).deleteAllPreferences()
        let tab = await sut.selectedTab()
        let hidden = await (sut as any HomeTabRepositoryUserDefaultsDataProtocol).hidesBalances()
        XCTAssertNil(tab, "the next user would open on the last user's tab")
        XCTAssertFalse(hidden)

        try await sut.setSelectedTab("cards")
        let relaunched = UserDefaultsDataImpl(file: file)
        let kept = await (relaunched as any HomeTabRepositoryUserDefaultsDataProtocol).hidesBalances()
        XCTAssertFalse(kept, "a later change wrote the last user's preference back")
    }

    func testShowingBalancesAgainIsKept() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        try await sut.setHidesBalances(true)
        try await sut.setHidesBalances(false)

        let hidden = await UserDefaultsDataImpl(file: file).hidesBalances()
        XCTAssertFalse(hidden)
    }

    func testTheFileIsReadableOnlyByTheUser() async throws {
        try await UserDefaultsDataImpl(file: file).setHidesBalances(true)

        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600)
    }

    func testAnUnreadableFileCountsAsNoPreferences() async throws {
        try Data("not a property list".utf8).write(to: file)

        let hidden = await UserDefaultsDataImpl(file: file).hidesBalances()
        XCTAssertFalse(hidden)
    }

    func testASaveThatCannotBeWrittenThrowsAndChangesNothing() async throws {
        let sut = UserDefaultsDataImpl(file: directory.appendingPathComponent("missing/preferences.plist"))
        do {
            try await sut.setHidesBalances(true)
            XCTFail("expected a write error")
        } catch {}
        let hidden = await sut.hidesBalances()
        XCTAssertFalse(hidden)
    }

    func testScreensFollowingHideBalancesSeeEveryChange() async throws {
        let sut = UserDefaultsDataImpl(file: file)
        let following: any TransactionTabRepositoryUserDefaultsDataProtocol = sut
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
        let hidden = await relaunched.hidesBalances()
        XCTAssertEqual(tab, "cards")
        XCTAssertTrue(hidden)
    }
}
