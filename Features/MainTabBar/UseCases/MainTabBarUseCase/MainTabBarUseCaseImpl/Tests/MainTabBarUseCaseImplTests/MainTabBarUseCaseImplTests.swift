import MainTabBarUseCaseAPI
import MainTabBarUseCaseAPITestDoubles
import MainTabBarUseCaseImpl
import XCTest

/// The last selected tab: trusted only while it is still a tab, and kept best effort.
final class MainTabBarUseCaseImplTests: XCTestCase {
    private var repository: MainTabBarUseCaseRepositoryStub!
    private var sut: MainTabBarUseCaseImpl!

    override func setUp() {
        super.setUp()
        repository = MainTabBarUseCaseRepositoryStub()
        sut = MainTabBarUseCaseImpl(repository: repository)
    }

    func testTheStoredTabIsGivenBackWhileItIsATab() async {
        repository.storedSelectedTabResult = "cards"
        let tab = await sut.lastSelectedTab(among: ["home", "cards"])
        XCTAssertEqual(tab, "cards")
    }

    func testAStoredTabThatNoLongerExistsIsIgnored() async {
        repository.storedSelectedTabResult = "stocks"
        let tab = await sut.lastSelectedTab(among: ["home", "cards"])
        XCTAssertNil(tab)
    }

    func testAChosenTabIsStoredAndAFailureIsNotAnError() async {
        repository.storeSelectedTabResult = .failure(CocoaError(.fileWriteNoPermission))
        await sut.rememberSelectedTab("menu")
        XCTAssertEqual(repository.storeSelectedTabReceivedArguments, ["menu"])
    }
}
