// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

import CardsTabCoordinatorAPI
import CardsTabCoordinatorAPITestDoubles
import HomeTabCoordinatorAPI
import Foundation
import HomeTabCoordinatorAPITestDoubles
import LiveEventsUseCaseAPI
import LiveEventsUseCaseAPITestDoubles
import MainTabBarCoordinatorImpl
import MainTabBarUseCaseAPI
import MainTabBarUseCaseAPITestDoubles
import MenuTabCoordinatorAPI
import MenuTabCoordinatorAPITestDoubles
import NotificationManagerUseCaseAPI
import NotificationManagerUseCaseAPITestDoubles
import Resolver
import SettingsUseCaseAPI
import SettingsUseCaseAPITestDoubles
import SUICoordinator
import TerminalUI
import TestSupport
import TransactionTabCoordinatorAPI
import TransactionTabCoordinatorAPITestDoubles
import TransferTabCoordinatorAPI
import TransferTabCoordinatorAPITestDoubles
import XCTest

/// The five tabs over stubbed tab coordinators: order, selection by key, kept stacks, cross-tab moves.
@MainActor
final class MainTabBarCoordinatorImplTests: SerialExecutorTestCase {
    private var home: HomeTabCoordinatorStub!
    private var cards: CardsTabCoordinatorStub!
    private var transactions: TransactionTabCoordinatorStub!
    private var transfer: TransferTabCoordinatorStub!
    private var menu: MenuTabCoordinatorStub!
    private var useCase: MainTabBarUseCaseStub!
    private var notifications: NotificationManagerUseCaseStub!
    private var liveEvents: LiveEventsUseCaseStub!
    private var settings: SettingsUseCaseStub!
    private var sut: MainTabBarCoordinatorImpl!
    private var host: ViewHost!

    override func setUp() async throws {
        let (home, cards, transactions, transfer, menu) = (
            HomeTabCoordinatorStub(), CardsTabCoordinatorStub(), TransactionTabCoordinatorStub(),
            TransferTabCoordinatorStub(), MenuTabCoordinatorStub()
        )
        (self.home, self.cards, self.transactions, self.transfer, self.menu) = (home, cards, transactions, transfer, menu)
        let useCase = MainTabBarUseCaseStub()
        useCase.lastSelectedTabResult = nil
        self.useCase = useCase
        Resolver.root = Resolver()
        Resolver.root.register(MainTabBarUseCaseProtocol.self) { useCase }
        Resolver.root.register(HomeTabCoordinatorProtocol.self) { home }
        Resolver.root.register(CardsTabCoordinatorProtocol.self) { cards }
        Resolver.root.register(TransactionTabCoordinatorProtocol.self) { transactions }
        Resolver.root.register(TransferTabCoordinatorProtocol.self) { transfer }
        Resolver.root.register(MenuTabCoordinatorProtocol.self) { menu }
        let notifications = NotificationManagerUseCaseStub()
        self.notifications = notifications
        Resolver.root.register(NotificationManagerUseCaseProtocol.self) { notifications }
        let liveEvents = LiveEventsUseCaseStub()
        self.liveEvents = liveEvents
        Resolver.root.register(LiveEventsUseCaseProtocol.self) { liveEvents }
        let settings = SettingsUseCaseStub()
        self.settings = settings
        Resolver.root.register(SettingsUseCaseProtocol.self) { settings }
        sut = MainTabBarCoordinatorImpl()
        await sut.start()
        let coordinator: MainTabBarCoordinatorImpl = sut
        host = ViewHost(size: TerminalSize(columns: 80, rows: 24)) {
            coordinator.visibleBody as? AnyView ?? AnyView(Text("no screen"))
        }
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    func testTheMenuTabShowsHowManyNotificationsAreUnread() async {
        notifications.statePublisherSubject.send(.init(unreadCount: 3))
        _ = await waitUntil { host.render().plainText.contains("Menu (3)") }
        XCTAssertTrue(host.render().plainText.contains("Menu (3)"), host.render().plainText)

        notifications.statePublisherSubject.send(.init(unreadCount: 0))
        _ = await waitUntil { !host.render().plainText.contains("Menu (") }
        XCTAssertFalse(host.render().plainText.contains("Menu ("), host.render().plainText)
    }

    func testMoneyFromAnotherUserShowsAsABannerEachTimeWithTheAmountMaskedWhileBalancesAreHidden() async {
        let money = LiveEventsUseCaseNameSpace.MoneyReceived(minorUnits: 2_500, currency: "EUR", senderName: "Demo User", accountID: "acc_1")
        liveEvents.eventsPublisherSubject.send(.notificationsChanged(unread: 1))
        liveEvents.eventsPublisherSubject.send(.moneyReceived(money))
        _ = await waitUntil { host.render().plainText.contains("+25.00 EUR from Demo User") }
        XCTAssertTrue(host.render().plainText.contains("+25.00 EUR from Demo User"), host.render().plainText)

        settings.statePublisherSubject.send(.init(hidesBalances: true))
        liveEvents.eventsPublisherSubject.send(.moneyReceived(money))
        _ = await waitUntil { host.render().plainText.contains("+••••• EUR from Demo User") }
        XCTAssertTrue(host.render().plainText.contains("+••••• EUR from Demo User"), host.render().plainText)
    }

    func testTheFiveTabsAreInOrderWithHomeSelected() async {
        XCTAssertEqual(sut.tabTitles, ["Home", "Cards", "Transactions", "Transfer", "Menu"])
        XCTAssertEqual(host.render().plainText.split(separator: "\n").first.map(String.init),
                       "[1 Home] 2 Cards  3 Transactions  4 Transfer  5 Menu")
        XCTAssertTrue(sut.getCoordinatorSelected() === home)
    }

    func testStartingTheTabBarStartsEveryTab() async {
        XCTAssertEqual([home.startCallCount, cards.startCallCount, transactions.startCallCount,
                        transfer.startCallCount, menu.startCallCount], [1, 1, 1, 1, 1])
    }

    func testDigitsAndFunctionKeysSelectTabs() async {
        host.send(.character("3"))
        XCTAssertTrue(sut.getCoordinatorSelected() === transactions)
        host.send(.function(5))
        XCTAssertTrue(sut.getCoordinatorSelected() === menu)
        host.send(.character("9"))
        XCTAssertTrue(sut.getCoordinatorSelected() === menu, "a digit without a tab changes nothing")
        XCTAssertTrue(host.render().plainText.contains("[5 Menu]"))
    }

    func testEachTabKeepsItsOwnCoordinatorAcrossSwitches() async {
        host.send(.character("2"))
        host.send(.character("1"))
        host.send(.character("2"))
        XCTAssertTrue(sut.getCoordinatorSelected() === cards)
        XCTAssertEqual(cards.startCallCount, 1, "switching back does not restart the tab")
    }

    func testShowTransactionsSelectsTheTabAndPassesTheAccount() async {
        await sut.showTransactions(accountId: "acc-1")

        XCTAssertTrue(sut.getCoordinatorSelected() === transactions)
        XCTAssertEqual(transactions.showTransactionsReceivedArguments, ["acc-1"])
    }

    func testAPaymentRequestOpensTheTransferTabFilledIn() async {
        await sut.showTransfer(toIban: "DE35100101236114885928", name: "Bob", amount: "25.00", reference: "Dinner")

        XCTAssertTrue(sut.getCoordinatorSelected() === transfer)
        XCTAssertEqual(transfer.startTransferToIbanNameAmountReferenceReceivedArguments.map(\.iban), ["DE35100101236114885928"])
        XCTAssertEqual(transfer.startTransferToIbanNameAmountReferenceReceivedArguments.map(\.name), ["Bob"])
        XCTAssertEqual(transfer.startTransferToIbanNameAmountReferenceReceivedArguments.map(\.amount), ["25.00"])
        XCTAssertEqual(transfer.startTransferToIbanNameAmountReferenceReceivedArguments.map(\.reference), ["Dinner"])
    }

    func testABadgeShowsBesideItsTab() async {
        sut.setBadge("3", for: .menu)
        XCTAssertTrue(host.render().plainText.contains("5 Menu (3)"))
    }

    func testTheTabChosenLastTimeIsOpenedAtStart() async {
        useCase.lastSelectedTabResult = "transactions"
        // A relaunch: a new tab bar over new tab coordinators.
        let (home, cards, transactions, transfer, menu) = (
            HomeTabCoordinatorStub(), CardsTabCoordinatorStub(), TransactionTabCoordinatorStub(),
            TransferTabCoordinatorStub(), MenuTabCoordinatorStub()
        )
        Resolver.root.register(HomeTabCoordinatorProtocol.self) { home }
        Resolver.root.register(CardsTabCoordinatorProtocol.self) { cards }
        Resolver.root.register(TransactionTabCoordinatorProtocol.self) { transactions }
        Resolver.root.register(TransferTabCoordinatorProtocol.self) { transfer }
        Resolver.root.register(MenuTabCoordinatorProtocol.self) { menu }
        let relaunched = MainTabBarCoordinatorImpl()
        await relaunched.start()
        XCTAssertTrue(relaunched.getCoordinatorSelected() === transactions)
        XCTAssertEqual(useCase.lastSelectedTabReceivedArguments.last, ["home", "cards", "transactions", "transfer", "menu"])
    }

    func testStartingAgainWithNothingRememberedOpensHome() async {
        sut.select(index: 4)
        useCase.lastSelectedTabResult = nil
        // A new user signs in after a logout wiped the preferences: the same tab bar starts again.
        await sut.start()
        XCTAssertTrue(sut.getCoordinatorSelected() === home)
    }

    func testAChosenTabIsRemembered() async {
        host.send(.character("2"))
        _ = await waitUntil { useCase.rememberSelectedTabCalled }
        XCTAssertEqual(useCase.rememberSelectedTabReceivedArguments, ["cards"])
    }
}
