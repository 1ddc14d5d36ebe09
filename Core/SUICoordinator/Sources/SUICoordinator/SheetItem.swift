import Foundation

/// One modal presentation on a `Router`'s modal stack.
public struct SheetItem<Route>: Identifiable {
    /// Identity of this presentation, distinct even for equal routes.
    public let id = UUID()
    /// The presented route: the root of this modal.
    public let route: Route
    /// How the modal is presented; never `.push`.
    public let presentationStyle: TransitionPresentationStyle
    /// `true` when `.push` was requested over a modal without its own stack and this `.sheet`
    /// was presented instead; `Router.pop()` dismisses such a modal.
    public let isPushFallback: Bool
    /// Routes pushed inside this modal, bottom first; only navigation containers
    /// (`navigationSheet`, `navigationFullScreenCover`) ever get any.
    public internal(set) var items: [Route] = []

    /// The route on screen inside this modal.
    public var topRoute: Route { items.last ?? route }
}

extension SheetItem: Sendable where Route: Sendable {}
