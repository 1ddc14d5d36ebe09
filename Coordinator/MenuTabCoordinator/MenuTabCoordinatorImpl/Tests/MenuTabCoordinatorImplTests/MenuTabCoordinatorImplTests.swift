import AddPayeeScreenAPI
import AddPayeeScreenAPITestDoubles
import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import ChangeAppPinScreenAPI
import ChangeAppPinScreenAPITestDoubles
import MainAppCoordinatorAPI
import MainAppCoordinatorAPITestDoubles
import MainTabBarCoordinatorAPI
import MainTabBarCoordinatorAPITestDoubles
import MenuTabCoordinatorImpl
import MenuTabScreenAPI
import MenuTabScreenAPITestDoubles
import NotificationsScreenAPI
import NotificationsScreenAPITestDoubles
import PayeesScreenAPI
import PayeesScreenAPITestDoubles
import Resolver
import RequestMoneyScreenAPI
import RequestMoneyScreenAPITestDoubles
import SettingsScreenAPI
import SettingsScreenAPITestDoubles
import SUICoordinator
import TerminalUI
import UserProfileScreenAPI
import UserProfileScreenAPITestDoubles
import XCTest

/// The Menu tab's flow: each entry opens its screen wired to this coordinator, Esc comes back to
/// the menu, paying a favourite moves to the Transfer tab, and Log out and a lockout go to the
/// authentication flow.
@MainActor
final class MenuTabCoordinatorImplTests: XCTestCase {
    private var authFlow: AuthenticationFlowUseCaseStub!
    private var tabBar: MainTabBarCoordinatorStub!
    private var sut: MenuTabCoordinatorImpl!

    override func setUp() async throws {
        authFlow = AuthenticationFlowUseCaseStub()
        authFlow.logoutResult = .success(.init(revokedAtGateway: true))
        tabBar = MainTabBarCoordinatorStub()
        Resolver.root = Resolver()
        Resolver.root.register(AuthenticationFlowUseCaseProtocol.self) { [authFlow] in authFlow! }
        Resolver.root.register(MainTabBarCoordinatorProtocol.self) { [tabBar] in tabBar! }
        let menu = MenuTabScreenStub()
        menu.screenResult = AnyView(Text("Menu stub"))
        Resolver.root.register(MenuTabScreenProtocol.self) { menu }
        let profile = UserProfileScreenStub()
        profile.screenResult = AnyView(Text("Profile stub"))
        Resolver.root.register(UserProfileScreenProtocol.self) { profile }
        let payees = PayeesScreenStub()
        payees.screenResult = AnyView(Text("Payees stub"))
        Resolver.root.register(PayeesScreenProtocol.self) { payees }
        let addPayee = AddPayeeScreenStub()
        addPayee.screenResult = AnyView(Text("Add payee stub"))
        Resolver.root.register(AddPayeeScreenProtocol.self) { addPayee }
        let notifications = NotificationsScreenStub()
        notifications.screenResult = AnyView(Text("Notifications stub"))
        Resolver.root.register(NotificationsScreenProtocol.self) { notifications }
        let changePin = ChangeAppPinScreenStub()
        changePin.screenResult = AnyView(Text("Change PIN stub"))
        Resolver.root.register(ChangeAppPinScreenProtocol.self) { changePin }
        let settings = SettingsScreenStub()
        settings.screenResult = AnyView(Text("Settings stub"))
        Resolver.root.register(SettingsScreenProtocol.self) { settings }
        let requestMoney = RequestMoneyScreenStub()
        requestMoney.screenResult = AnyView(Text("Request money stub"))
        Resolver.root.register(RequestMoneyScreenProtocol.self) { requestMoney }
        sut = MenuTabCoordinatorImpl()
        await sut.start()
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    private var shownText: String {
        let layers = sut.visibleLayers
        return layers.map { layer in
            ViewHost(size: TerminalSize(columns: 80, rows: 24)) { layer.body as? AnyView ?? AnyView(Text("no screen")) }.render().plainText
        }.joined(separator: "\n")
    }

    func testEachEntryOpensItsScreenAndClosingComesBackToTheMenu() async {
        let entries: [(open: () async -> Void, close: () async -> Void, text: String)] = [
            (sut.showUserProfileScreen, sut.closeUserProfileScreen, "Profile stub"),
            (sut.showPayeesScreen, sut.closePayeesScreen, "Payees stub"),
            (sut.showNotificationsScreen, sut.closeNotificationsScreen, "Notifications stub"),
            (sut.showChangeAppPinScreen, sut.closeChangeAppPinScreen, "Change PIN stub"),
            (sut.showSettingsScreen, sut.closeSettingsScreen, "Settings stub"),
            (sut.showRequestMoneyScreen, sut.closeRequestMoneyScreen, "Request money stub"),
        ]
        for entry in entries {
            await entry.open()
            XCTAssertTrue(shownText.contains(entry.text), entry.text)
            await entry.close()
            XCTAssertTrue(shownText.contains("Menu stub"), entry.text)
            XCTAssertFalse(shownText.contains(entry.text), entry.text)
        }
    }

    func testAddingAPayeeIsASheetOverTheList() async {
        await sut.showPayeesScreen()
        await sut.showAddPayeeScreen()
        XCTAssertEqual(sut.visibleLayers.last?.presentationStyle, .sheet)
        XCTAssertTrue(shownText.contains("Add payee stub"))

        await sut.closeAddPayeeScreen()
        XCTAssertTrue(shownText.contains("Payees stub"))
        XCTAssertFalse(shownText.contains("Add payee stub"))
    }

    func testPayingAFavouriteMovesToTheTransferTabAndLeavesTheMenuOnItsRoot() async {
        await sut.showUserProfileScreen()
        await sut.startTransfer(toPayeeId: "pay_1")
        XCTAssertEqual(tabBar.showTransferToPayeeIdReceivedArguments, ["pay_1"])
        XCTAssertTrue(shownText.contains("Menu stub"))
    }

    func testANotificationsLinkIsOpenedByTheRootCoordinatorOverTheNotifications() async {
        let root = MainAppCoordinatorStub()
        root.openResult = .opened
        Resolver.root.register(MainAppCoordinatorProtocol.self) { root }
        await sut.showNotificationsScreen()
        await sut.open(link: "payred://transactions/42")
        XCTAssertEqual(root.openReceivedArguments, ["payred://transactions/42"])
        XCTAssertTrue(shownText.contains("Notifications stub"), "back on this tab, the notifications are where they were")
    }

    func testALockoutGoesToTheAuthenticationFlow() async {
        await sut.showChangeAppPinScreen()
        await sut.lockApp()
        XCTAssertEqual(authFlow.lockCallCount, 1)
        XCTAssertTrue(shownText.contains("Menu stub"))
    }
}
