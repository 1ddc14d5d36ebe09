import MainTabBarRepositoryAPI
import MainTabBarUseCaseAPI
import Resolver

/// The MainTabBarRepository (blueprint §2.2): the last selected tab in user defaults.
public final class MainTabBarRepositoryImpl: Sendable {
    private let userDefaultsData: any MainTabBarRepositoryUserDefaultsDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(userDefaultsData: Resolver.resolve(MainTabBarRepositoryUserDefaultsDataProtocol.self))
    }

    /// Creates the repository over `userDefaultsData` (the tests' path).
    public init(userDefaultsData: any MainTabBarRepositoryUserDefaultsDataProtocol) {
        self.userDefaultsData = userDefaultsData
    }
}

// MARK: - MainTabBarUseCaseRepositoryProtocol

extension MainTabBarRepositoryImpl: MainTabBarUseCaseRepositoryProtocol {
    public func storedSelectedTab() async -> String? {
        await userDefaultsData.selectedTab()
    }

    public func storeSelectedTab(_ tab: String) async throws {
        try await userDefaultsData.setSelectedTab(tab)
    }
}
