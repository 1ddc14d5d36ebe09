import SUICoordinator
import TerminalUI

/// The screens of the Menu tab's flow (blueprint §4.6.4).
public enum MenuTabRoutes: RouteType {
    /// The menu.
    case menuTabScreen(AnyView)
    /// The profile with the favourites.
    case userProfileScreen(AnyView)
    /// The saved payees.
    case payeesScreen(AnyView)
    /// Adding a payee, over the list.
    case addPayeeScreen(AnyView)
    /// The notifications.
    case notificationsScreen(AnyView)
    /// Changing the PIN.
    case changeAppPinScreen(AnyView)
    /// Auto-lock and hidden balances.
    case settingsScreen(AnyView)
    /// Asking for money with a link and a QR code.
    case requestMoneyScreen(AnyView)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .addPayeeScreen: .sheet
        case .menuTabScreen, .userProfileScreen, .payeesScreen, .notificationsScreen, .changeAppPinScreen, .settingsScreen,
             .requestMoneyScreen: .push
        }
    }

    public var body: AnyView {
        switch self {
        case .menuTabScreen(let view), .userProfileScreen(let view), .payeesScreen(let view), .addPayeeScreen(let view),
             .notificationsScreen(let view), .changeAppPinScreen(let view), .settingsScreen(let view), .requestMoneyScreen(let view):
            view
        }
    }
}
