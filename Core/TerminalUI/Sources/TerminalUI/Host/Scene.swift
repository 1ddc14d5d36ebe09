/// One resolution of the root view: layout nodes, controls in layout order, and the alert on top, if any.
@MainActor
struct Scene {
    let nodes: [any LayoutNode]
    let controls: [Control]
    /// The presented alert; with several, the last one in the tree.
    let alert: AlertPresentation?
    let isAnimating: Bool

    init(root: AnyView) {
        let context = ResolveContext()
        nodes = root.resolve(in: context)
        controls = context.controls
        alert = context.alerts.last
        isAnimating = context.isAnimating
    }

    /// The controls that can take focus now: only the alert's buttons while it is shown.
    var focusableControls: [Control] {
        alert?.controls ?? controls
    }
}
