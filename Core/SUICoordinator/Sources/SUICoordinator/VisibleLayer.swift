import Foundation

/// One thing on screen, as a host draws it: a flow's screen, or a modal presented over what is
/// below. A coordinator tree's `visibleLayers` lists them bottom first.
@MainActor
public struct VisibleLayer {
    /// The route's body (the host's view type).
    public let body: Any
    /// `.push` for a screen; the modal's style for a presentation.
    public let presentationStyle: TransitionPresentationStyle
    /// Dismisses this presentation; nil for a screen.
    public let dismiss: (@MainActor () async -> Void)?
    /// Identity of this showing of the route: the same while it stays in its stack, another for each
    /// navigation (so a host can remember per screen where focus was).
    public let id: UUID?

    /// Creates a layer.
    public init(body: Any, presentationStyle: TransitionPresentationStyle, id: UUID? = nil, dismiss: (@MainActor () async -> Void)? = nil) {
        self.body = body
        self.id = id
        self.presentationStyle = presentationStyle
        self.dismiss = dismiss
    }

    /// Whether this layer shows what is beneath it around its box (sheets and detents) rather than
    /// covering the whole screen (screens and full-screen covers).
    public var isOverlay: Bool {
        switch presentationStyle {
        case .sheet, .detents, .navigationSheet: true
        case .push, .fullScreenCover, .navigationFullScreenCover: false
        }
    }
}
