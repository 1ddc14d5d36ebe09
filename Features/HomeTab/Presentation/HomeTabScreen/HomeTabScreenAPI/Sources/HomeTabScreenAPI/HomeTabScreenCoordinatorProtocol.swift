/// Where the HomeTabScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol HomeTabScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Locks the app now; the PIN opens it again.
    func lockNow() async
    /// Shows the Transactions tab with the history of `accountId`, or of every account when nil.
    func showTransactions(accountId: String?) async
}
