import TransferTabCoordinatorAPI
import SUICoordinator
import TerminalUI

/// Runs the TransferTab flow (blueprint §4.6.4).
@MainActor
public final class TransferTabCoordinatorImpl: Coordinator<TransferTabRoutes> {
    public override init() {
        super.init()
    }

    /// Shows a short "coming next" screen until the tab's feature lands.
    public override func start() async {
        await startFlow(route: .start(AnyView(
            VStack(spacing: 1) {
                Text("Transfer").bold()
                Text("Moving money to your payees and to any IBAN comes next.").dim()
                Divider()
                Text("1–5 or F1–F5: tabs · Ctrl-C: quit").dim()
            }
            .padding(horizontal: 2)
        )))
    }
}

// MARK: - TransferTabCoordinatorProtocol

extension TransferTabCoordinatorImpl: TransferTabCoordinatorProtocol {}
