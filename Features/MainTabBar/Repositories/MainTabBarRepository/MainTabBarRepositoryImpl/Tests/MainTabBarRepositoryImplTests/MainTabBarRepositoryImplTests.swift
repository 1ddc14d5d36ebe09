import MainTabBarRepositoryAPI
import MainTabBarRepositoryAPITestDoubles
import MainTabBarRepositoryImpl
import XCTest

/// The last selected tab goes to and comes from user defaults.
final class MainTabBarRepositoryImplTests: XCTestCase {
    func testTheTabIsReadAndWrittenThroughUserDefaults() async throws {
        let userDefaults = MainTabBarRepositoryUserDefaultsDataStub()
        userDefaults.selectedTabResult = "transactions"
        userDefaults.setSelectedTabResult = .success(())
        let sut = MainTabBarRepositoryImpl(userDefaultsData: userDefaults)

        let stored = await sut.storedSelectedTab()
        try await sut.storeSelectedTab("menu")

        XCTAssertEqual(stored, "transactions")
        XCTAssertEqual(userDefaults.setSelectedTabReceivedArguments, ["menu"])
    }
}
