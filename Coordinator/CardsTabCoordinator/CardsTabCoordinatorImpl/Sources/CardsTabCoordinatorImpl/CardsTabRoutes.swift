import SUICoordinator
import TerminalUI

/// The screens of the Cards tab's flow (blueprint §4.6.4).
public enum CardsTabRoutes: RouteType {
    /// The list of cards.
    case cardsTabScreen(AnyView)
    /// One card, with freeze and unfreeze.
    case cardDetailScreen(AnyView)
    /// "Freeze this card?", over the card.
    case cardFreezeScreen(AnyView)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .cardsTabScreen, .cardDetailScreen: .push
        case .cardFreezeScreen: .sheet
        }
    }

    public var body: AnyView {
        switch self {
        case .cardsTabScreen(let view), .cardDetailScreen(let view), .cardFreezeScreen(let view): view
        }
    }
}
