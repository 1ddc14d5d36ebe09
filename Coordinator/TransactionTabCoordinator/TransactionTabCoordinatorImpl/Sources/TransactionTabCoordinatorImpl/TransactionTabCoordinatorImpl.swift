import TransactionTabCoordinatorAPI
import SUICoordinator
import TerminalUI

/// Runs the TransactionTab flow (blueprint §4.6.4).
@MainActor
public final class TransactionTabCoordinatorImpl: Coordinator<TransactionTabRoutes> {
    public override init() {
        super.init()
    }

    /// Shows a short "coming next" screen until the tab's feature lands.
    public override func start() async {
        await startFlow(route: .start(AnyView(
            VStack(spacing: 1) {
                Text("Transactions").bold()
                Text("Your transaction history comes next.").dim()
                Divider()
                Text("1–5 or F1–F5: tabs · Ctrl-C: quit").dim()
            }
            .padding(horizontal: 2)
        )))
    }
}

// MARK: - TransactionTabCoordinatorProtocol

extension TransactionTabCoordinatorImpl: TransactionTabCoordinatorProtocol {
    public func showTransactions(accountId: String?) async {
        await router.popToRoot()
    }
}
