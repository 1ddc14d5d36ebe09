import SUICoordinator
import TerminalUI

/// The screens of the Transactions tab's flow (blueprint §4.6.4).
public enum TransactionTabRoutes: RouteType {
    /// The history.
    case transactionTabScreen(AnyView)
    /// One transaction.
    case transactionDetailScreen(AnyView)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .transactionTabScreen, .transactionDetailScreen: .push
        }
    }

    public var body: AnyView {
        switch self {
        case .transactionTabScreen(let view), .transactionDetailScreen(let view): view
        }
    }
}
