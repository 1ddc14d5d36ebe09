/// The MainTabBarUseCase: what the tab bar remembers across launches (blueprint §3.2).
public protocol MainTabBarUseCaseProtocol: AnyObject, Sendable {
    /// The tab the user chose last, if it is one of `tabs`.
    func lastSelectedTab(among tabs: [String]) async -> String?

    /// Remembers `tab` as the one to open with next time; a failure only means the default tab then.
    func rememberSelectedTab(_ tab: String) async
}
