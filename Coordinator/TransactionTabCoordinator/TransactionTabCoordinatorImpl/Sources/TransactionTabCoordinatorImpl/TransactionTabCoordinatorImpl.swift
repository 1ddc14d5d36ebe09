import Resolver
import SUICoordinator
import TerminalUI
import TransactionDetailScreenAPI
import TransactionTabCoordinatorAPI
import TransactionTabScreenAPI

/// Runs the Transactions tab's flow (blueprint §4.6.4): the history, then one transaction. Another
/// tab can ask for one account's history, which starts the flow again with that filter.
@MainActor
public final class TransactionTabCoordinatorImpl: Coordinator<TransactionTabRoutes> {
    public override init() {
        super.init()
    }

    public override func start() async {
        await showHistory(accountId: nil)
    }

    /// Shows the history of `accountId` (nil: every account) as the flow's first screen.
    private func showHistory(accountId: String?) async {
        @LazyInjected var transactionTabScreen: TransactionTabScreenProtocol
        let dependencies = TransactionTabScreenDependencies(coordinator: self, accountId: accountId)
        await startFlow(route: .transactionTabScreen(transactionTabScreen.screen(dependencies: dependencies)))
    }
}

// MARK: - TransactionTabCoordinatorProtocol

extension TransactionTabCoordinatorImpl: TransactionTabCoordinatorProtocol {
    public func showTransactions(accountId: String?) async {
        await router.popToRoot(animated: false)
        await showHistory(accountId: accountId)
    }

    public func showTransaction(id: String) async {
        await showTransactions(accountId: nil)
        await showTransactionDetail(transactionId: id)
    }
}

// MARK: - TransactionTabScreenCoordinatorProtocol

extension TransactionTabCoordinatorImpl: TransactionTabScreenCoordinatorProtocol {
    public func showTransactionDetail(transactionId: String) async {
        @LazyInjected var transactionDetailScreen: TransactionDetailScreenProtocol
        let dependencies = TransactionDetailScreenDependencies(coordinator: self, transactionId: transactionId)
        await router.navigate(toRoute: .transactionDetailScreen(transactionDetailScreen.screen(dependencies: dependencies)))
    }
}

// MARK: - TransactionDetailScreenCoordinatorProtocol

extension TransactionTabCoordinatorImpl: TransactionDetailScreenCoordinatorProtocol {
    public func closeTransactionDetailScreen() async {
        await router.pop()
    }
}
