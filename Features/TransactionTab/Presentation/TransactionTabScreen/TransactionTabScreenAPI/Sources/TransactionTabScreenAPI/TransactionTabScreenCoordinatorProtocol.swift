/// Where the TransactionTabScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol TransactionTabScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Opens the detail of the listed transaction `transactionId`.
    func showTransactionDetail(transactionId: String) async
}
