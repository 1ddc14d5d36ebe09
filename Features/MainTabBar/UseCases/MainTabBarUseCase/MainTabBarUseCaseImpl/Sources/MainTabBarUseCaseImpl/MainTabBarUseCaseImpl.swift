import MainTabBarUseCaseAPI
import Resolver

/// The MainTabBarUseCase (blueprint §3.2): the last selected tab, trusted only when it still exists.
public final class MainTabBarUseCaseImpl: Sendable {
    private let repository: any MainTabBarUseCaseRepositoryProtocol

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(MainTabBarUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any MainTabBarUseCaseRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - MainTabBarUseCaseProtocol

extension MainTabBarUseCaseImpl: MainTabBarUseCaseProtocol {
    public func lastSelectedTab(among tabs: [String]) async -> String? {
        guard let stored = await repository.storedSelectedTab(), tabs.contains(stored) else { return nil }
        return stored
    }

    public func rememberSelectedTab(_ tab: String) async {
        try? await repository.storeSelectedTab(tab)
    }
}
