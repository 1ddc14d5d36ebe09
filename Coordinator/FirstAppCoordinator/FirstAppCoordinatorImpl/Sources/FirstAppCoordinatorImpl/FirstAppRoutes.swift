import SUICoordinator
import TerminalUI

/// The screens of the signed-out flow (blueprint §4.6.4).
///
/// A route carries the view its screen built when the coordinator navigated, so the screen's
/// view model lives as long as the route (SwiftUI's `@StateObject` role; see docs/adr/0002).
public enum FirstAppRoutes: RouteType {
    /// The Login screen.
    case pushLoginScreen(AnyView)
    /// The email verification code.
    case pushVerificationCodeScreen(AnyView)
    /// Creating or entering the PIN.
    case pushLockScreen(AnyView)
    /// The terms and conditions, in a sheet over the Login screen.
    case termsAndConditions(AnyView)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .pushLoginScreen, .pushVerificationCodeScreen, .pushLockScreen: .push
        case .termsAndConditions: .sheet
        }
    }

    public var body: AnyView {
        switch self {
        case .pushLoginScreen(let view), .pushVerificationCodeScreen(let view), .pushLockScreen(let view),
             .termsAndConditions(let view):
            view
        }
    }
}
