import SUICoordinator

/// The Transactions tab's flow (blueprint §4.6.3); the tab bar navigates to it.
@MainActor
public protocol TransactionTabCoordinatorProtocol: CoordinatorType {
    /// Shows the history from its start, of one account when `accountId` is given, else of all.
    func showTransactions(accountId: String?) async
}
