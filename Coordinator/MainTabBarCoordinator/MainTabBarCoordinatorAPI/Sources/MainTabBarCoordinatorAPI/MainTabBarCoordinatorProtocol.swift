import SUICoordinator

/// The signed-in app's tab bar (blueprint §4.6.12 Pattern 2); tabs ask it to move across tabs.
@MainActor
public protocol MainTabBarCoordinatorProtocol: CoordinatorType {
    /// Selects the Transactions tab and shows the history, of one account when `accountId` is
    /// given, else of all of them.
    func showTransactions(accountId: String?) async

    /// Selects the Transactions tab and shows the transaction `id` (or says it is not the user's).
    func showTransaction(id: String) async

    /// Selects the Transfer tab with a new transfer to the payee `payeeId`.
    func showTransfer(toPayeeId payeeId: String) async

    /// Selects the Transfer tab with a transfer filled in from a payment request, at its review
    /// when every field holds.
    func showTransfer(toIban iban: String, name: String, amount: String, reference: String) async

    /// Selects the Cards tab and shows the card `id` (or says it is not the user's).
    func showCard(id: String) async
}
