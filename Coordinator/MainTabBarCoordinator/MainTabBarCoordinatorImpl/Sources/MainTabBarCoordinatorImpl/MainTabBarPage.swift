import SUICoordinator

/// The signed-in app's tabs, in tab bar order (blueprint §4.6.12 Pattern 2).
public enum MainTabBarPage: String, TabPage, CaseIterable {
    case home, cards, transactions, transfer, menu

    public var position: Int {
        Self.allCases.firstIndex(of: self) ?? 0
    }

    public var title: String {
        switch self {
        case .home: "Home"
        case .cards: "Cards"
        case .transactions: "Transactions"
        case .transfer: "Transfer"
        case .menu: "Menu"
        }
    }
}
