import SUICoordinator
import TerminalUI

/// The root coordinator's own screens: the splash while the stored state is read, the Lock
/// screen over the signed-in flow after inactivity, and the update prompts.
public enum MainAppRoutes: RouteType {
    /// The splash screen.
    case splashScreen(AnyView)
    /// The Lock screen, covering the signed-in flow.
    case lockScreen(AnyView)
    /// A required update, covering everything for good.
    case updateRequiredScreen(AnyView)
    /// A newer version offered in a sheet the user can close.
    case updateAvailableScreen(AnyView)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .splashScreen: .push
        case .lockScreen, .updateRequiredScreen: .fullScreenCover
        case .updateAvailableScreen: .sheet
        }
    }

    public var body: AnyView {
        switch self {
        case .splashScreen(let view), .lockScreen(let view), .updateRequiredScreen(let view), .updateAvailableScreen(let view): view
        }
    }
}
