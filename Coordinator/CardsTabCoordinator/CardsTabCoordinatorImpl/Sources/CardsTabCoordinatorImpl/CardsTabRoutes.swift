import SUICoordinator
import TerminalUI

/// The screens of the CardsTab flow (blueprint §4.6.4).
public enum CardsTabRoutes: RouteType {
    /// The flow's first screen.
    case start(AnyView)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .start: .push
        }
    }

    public var body: AnyView {
        switch self {
        case .start(let view): view
        }
    }
}
