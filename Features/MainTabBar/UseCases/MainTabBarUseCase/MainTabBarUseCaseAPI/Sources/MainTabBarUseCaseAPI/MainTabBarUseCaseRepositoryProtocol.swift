/// What the MainTabBarUseCase needs from the data world (blueprint §2.1, §7.1); a repository implements it.
public protocol MainTabBarUseCaseRepositoryProtocol: Sendable {
    /// The tab stored last, if any.
    func storedSelectedTab() async -> String?

    /// Stores `tab` as the last selected.
    /// - Throws: when it could not be kept.
    func storeSelectedTab(_ tab: String) async throws
}
