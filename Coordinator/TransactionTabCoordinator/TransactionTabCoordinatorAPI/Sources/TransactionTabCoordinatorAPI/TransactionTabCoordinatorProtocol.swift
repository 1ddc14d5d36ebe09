import SUICoordinator

/// The Transactions tab's flow (blueprint §4.6.3); the tab bar navigates to it.
@MainActor
public protocol TransactionTabCoordinatorProtocol: CoordinatorType {
    /// Shows the history from its start, of one account when `accountId` is given, else of all.
    func showTransactions(accountId: String?) async

    /// Shows the transaction `id` over the whole history (or says it is not the user's).
    func showTransaction(id: String) async
}
