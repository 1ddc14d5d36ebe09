import SUICoordinator
import TerminalUI

/// The screens of the Transfer tab's flow (blueprint §4.6.4).
public enum TransferTabRoutes: RouteType {
    /// The transfer form.
    case transferScreen(AnyView)
    /// The review before sending, then the result.
    case transferReviewScreen(AnyView)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .transferScreen, .transferReviewScreen: .push
        }
    }

    public var body: AnyView {
        switch self {
        case .transferScreen(let view), .transferReviewScreen(let view): view
        }
    }
}
