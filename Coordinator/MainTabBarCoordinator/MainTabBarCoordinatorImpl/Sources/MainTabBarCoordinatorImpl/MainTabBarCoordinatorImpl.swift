import CardsTabCoordinatorAPI
import Foundation
import HomeTabCoordinatorAPI
import LiveEventsUseCaseAPI
import MainTabBarCoordinatorAPI
import MainTabBarUseCaseAPI
import MenuTabCoordinatorAPI
import NotificationManagerUseCaseAPI
import Reactive
import Resolver
import SUICoordinator
import SettingsUseCaseAPI
import TerminalUI
import TransactionTabCoordinatorAPI
import TransferTabCoordinatorAPI

/// The signed-in app (blueprint §4.6.12 Pattern 2): five tabs, each with its own coordinator and
/// navigation stack, kept where it was while another tab is shown. It is SUICoordinator's tab
/// coordinator over `MainTabBarPage` (ADR 0002) rather than a route hosting a tab view. It opens
/// on the tab chosen last time, the Menu tab shows how many notifications are unread, and money
/// that arrives from another user shows as a banner over the tabs.
@MainActor
public final class MainTabBarCoordinatorImpl: TabCoordinator<MainTabBarPage> {
    @LazyInjected private var notificationManagerUseCase: any NotificationManagerUseCaseProtocol
    @LazyInjected private var liveEventsUseCase: any LiveEventsUseCaseProtocol
    @LazyInjected private var settingsUseCase: any SettingsUseCaseProtocol
    private var cancellables: Set<AnyCancellable> = []
    private let moneyBanner = MoneyArrivedBanner()
    /// Whether amounts are hidden ("hide balances"), as the banner must follow.
    private var hidesBalances = false
    private let now: @Sendable () -> Date

    /// Creates the tab bar; `now` times the banners (tests inject it).
    public init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
        super.init(pages: MainTabBarPage.allCases, currentPage: .home) { page in
            switch page {
            case .home: Resolver.resolve(HomeTabCoordinatorProtocol.self)
            case .cards: Resolver.resolve(CardsTabCoordinatorProtocol.self)
            case .transactions: Resolver.resolve(TransactionTabCoordinatorProtocol.self)
            case .transfer: Resolver.resolve(TransferTabCoordinatorProtocol.self)
            case .menu: Resolver.resolve(MenuTabCoordinatorProtocol.self)
            }
        }
    }

    /// Starts every tab, then opens the one the user chose last time, or Home when nothing is
    /// remembered (a new user after a logout, whose preferences were wiped).
    public override func start() async {
        await super.start()
        // One badge subscription however many times the tab bar starts (each sign-in).
        cancellables.removeAll()
        notificationManagerUseCase.statePublisher
            .observeOnMain { [weak self] snapshot in
                let unread = snapshot.unreadCount
                self?.setBadge(unread > 0 ? String(unread) : nil, for: .menu)
            }
            .store(in: &cancellables)
        settingsUseCase.statePublisher
            .observeOnMain { [weak self] settings in self?.hidesBalances = settings.hidesBalances }
            .store(in: &cancellables)
        // Not `observeOnMain`: it drops repeats, and two equal payments in a row are two banners.
        liveEventsUseCase.eventsPublisher
            .receive(on: UIScheduler.shared)
            .sink { [weak self] event in
                MainActor.assumeIsolated {
                    guard let self, case .moneyReceived(let money) = event else { return }
                    self.moneyBanner.show(money, hidingAmount: self.hidesBalances, at: self.now())
                }
            }
            .store(in: &cancellables)
        let names = MainTabBarPage.allCases.map(\.rawValue)
        let remembered = await useCase.lastSelectedTab(among: names).flatMap(MainTabBarPage.init(rawValue:))
        setCurrentPage(remembered ?? .home)
    }

    /// Selects the tab at `index` and remembers it for the next launch.
    func choose(index: Int) {
        select(index: index)
        let page = currentPage
        Task { [useCase] in await useCase.rememberSelectedTab(page.rawValue) }
    }

    /// What the tab bar remembers across launches.
    private var useCase: any MainTabBarUseCaseProtocol {
        Resolver.resolve(MainTabBarUseCaseProtocol.self)
    }

    /// The tab bar over the selected tab's screen.
    public override var visibleBody: Any? {
        withTabBar(super.visibleBody as? AnyView ?? AnyView(Text(Strings.MainTabBarCoordinator.Tabs.loading).dim()))
    }

    /// The selected tab's layers, its screen inside the tab bar; sheets and covers stay above it.
    public override var visibleLayers: [VisibleLayer] {
        var layers = super.visibleLayers
        if let screen = layers.first, let view = screen.body as? AnyView {
            layers[0] = VisibleLayer(body: withTabBar(view), presentationStyle: screen.presentationStyle, id: screen.id, dismiss: screen.dismiss)
        }
        return layers
    }

    private func withTabBar(_ page: AnyView) -> AnyView {
        let banner = moneyBanner
        // Drawn again when the banner's time is up, so it leaves then.
        return AnyView(TimelineView(changesAt: banner.until.map { [$0] } ?? []) { [weak self] instant in
            TabBar(titles: self?.tabTitles ?? [], badges: self?.tabBadges ?? [], selectedIndex: self?.selectedIndex ?? 0, onSelect: { index in
                self?.choose(index: index)
            }) {
                page
            }
            .banner(banner.text(at: instant))
        })
    }
}

// MARK: - MainTabBarCoordinatorProtocol

extension MainTabBarCoordinatorImpl: MainTabBarCoordinatorProtocol {
    public func showTransactions(accountId: String?) async {
        setCurrentPage(.transactions)
        guard let transactions = children[MainTabBarPage.transactions.position] as? any TransactionTabCoordinatorProtocol else { return }
        await transactions.showTransactions(accountId: accountId)
    }

    public func showTransaction(id: String) async {
        setCurrentPage(.transactions)
        guard let transactions = children[MainTabBarPage.transactions.position] as? any TransactionTabCoordinatorProtocol else { return }
        await transactions.showTransaction(id: id)
    }

    public func showTransfer(toPayeeId payeeId: String) async {
        setCurrentPage(.transfer)
        guard let transfer = children[MainTabBarPage.transfer.position] as? any TransferTabCoordinatorProtocol else { return }
        await transfer.startTransfer(toPayeeId: payeeId)
    }

    public func showCard(id: String) async {
        setCurrentPage(.cards)
        guard let cards = children[MainTabBarPage.cards.position] as? any CardsTabCoordinatorProtocol else { return }
        await cards.showCard(id: id)
    }

    public func showTransfer(toIban iban: String, name: String, amount: String, reference: String) async {
        setCurrentPage(.transfer)
        guard let transfer = children[MainTabBarPage.transfer.position] as? any TransferTabCoordinatorProtocol else { return }
        await transfer.startTransfer(toIban: iban, name: name, amount: amount, reference: reference)
    }
}
