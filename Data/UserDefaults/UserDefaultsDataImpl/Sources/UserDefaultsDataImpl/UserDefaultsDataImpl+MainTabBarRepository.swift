import MainTabBarRepositoryAPI

// MARK: - MainTabBarRepositoryUserDefaultsDataProtocol

extension UserDefaultsDataImpl: MainTabBarRepositoryUserDefaultsDataProtocol {
    public func selectedTab() async -> String? {
        string(forKey: .selectedTab)
    }

    public func setSelectedTab(_ tab: String) async throws {
        try set(tab, forKey: .selectedTab)
    }
}
