import SUICoordinator

/// The signed-in app's tabs, in tab bar order (blueprint §4.6.12 Pattern 2).
public enum MainTabBarPage: String, TabPage, CaseIterable {
    case home, cards, transactions, transfer, menu

    public var position: Int {
        Self.allCases.firstIndex(of: self) ?? 0
    }

    public var title: String {
        switch self {
        case .home: Strings.MainTabBarCoordinator.Tabs.home
        case .cards: Strings.MainTabBarCoordinator.Tabs.cards
        case .transactions: Strings.MainTabBarCoordinator.Tabs.transactions
        case .transfer: Strings.MainTabBarCoordinator.Tabs.transfer
        case .menu: Strings.MainTabBarCoordinator.Tabs.menu
        }
    }
}
