/// A type-erased tab coordinator: what a UI host needs to draw and drive a tab bar.
@MainActor public protocol TabCoordinatorType: CoordinatorType {
    /// Titles of the tabs, in tab bar order.
    var tabTitles: [String] { get }
    /// Badge of each tab, in tab bar order; `nil` for no badge.
    var tabBadges: [String?] { get }
    /// Index of the selected tab in tab bar order.
    var selectedIndex: Int { get }
    /// Selects the tab at `index` in tab bar order; out-of-range indices are ignored.
    func select(index: Int)
}
