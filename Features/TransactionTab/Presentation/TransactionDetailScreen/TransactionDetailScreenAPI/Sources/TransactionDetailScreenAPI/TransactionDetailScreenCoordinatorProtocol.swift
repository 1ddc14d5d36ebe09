/// Where the TransactionDetailScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol TransactionDetailScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Leaves the screen.
    func closeTransactionDetailScreen() async
}
