/// What the TransactionDetailScreen receives from its coordinator (blueprint §4.6.7).
public struct TransactionDetailScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any TransactionDetailScreenCoordinatorProtocol
    /// The transaction shown.
    public let transactionId: String

    /// Creates the dependencies.
    public init(coordinator: any TransactionDetailScreenCoordinatorProtocol, transactionId: String) {
        self.coordinator = coordinator
        self.transactionId = transactionId
    }
}
