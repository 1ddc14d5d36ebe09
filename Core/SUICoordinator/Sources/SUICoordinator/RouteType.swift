/// A destination a `Router` can show; app code implements it with an enum.
@MainActor public protocol RouteType {
    /// What a host renders for a route: `AnyView` for SwiftUI, a screen model for a terminal UI.
    associatedtype Body
    /// The style `Router.navigate(toRoute:)` uses when the caller passes none.
    var presentationStyle: TransitionPresentationStyle { get }
    /// The content to render for this route.
    var body: Body { get }
}
