/// What the MainTabBarRepository keeps in the preferences (blueprint §1.4); `UserDefaultsDataImpl` implements it.
public protocol MainTabBarRepositoryUserDefaultsDataProtocol: Sendable {
    /// The last selected tab's name, if any.
    func selectedTab() async -> String?

    /// Records the last selected tab's name.
    /// - Throws: when the preference could not be kept.
    func setSelectedTab(_ tab: String) async throws
}
