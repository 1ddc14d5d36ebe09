import SUICoordinator
import TerminalUI

/// The root coordinator's own screens: the splash while the stored state is read, and the
/// Lock screen over the signed-in flow after inactivity.
public enum MainAppRoutes: RouteType {
    /// The splash screen.
    case splashScreen(AnyView)
    /// The Lock screen, covering the signed-in flow.
    case lockScreen(AnyView)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .splashScreen: .push
        case .lockScreen: .fullScreenCover
        }
    }

    public var body: AnyView {
        switch self {
        case .splashScreen(let view), .lockScreen(let view): view
        }
    }
}
