/// What the TransactionTabScreen receives from its coordinator (blueprint §4.6.7).
public struct TransactionTabScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any TransactionTabScreenCoordinatorProtocol
    /// Lists only this account's transactions at first; nil for every account.
    public let accountId: String?

    /// Creates the dependencies.
    public init(coordinator: any TransactionTabScreenCoordinatorProtocol, accountId: String? = nil) {
        self.coordinator = coordinator
        self.accountId = accountId
    }
}
