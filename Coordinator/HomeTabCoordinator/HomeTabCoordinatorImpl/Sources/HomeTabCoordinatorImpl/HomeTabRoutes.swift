import SUICoordinator
import TerminalUI

/// The screens of the Home tab's flow (blueprint §4.6.4).
public enum HomeTabRoutes: RouteType {
    /// The Home screen.
    case homeTabScreen(AnyView)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .homeTabScreen: .push
        }
    }

    public var body: AnyView {
        switch self {
        case .homeTabScreen(let view): view
        }
    }
}
