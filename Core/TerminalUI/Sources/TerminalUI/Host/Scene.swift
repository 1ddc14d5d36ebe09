import Foundation

/// One resolution of the root view: layout nodes, controls in layout order, and what is drawn over
/// them: modal boxes (alerts, sheets) and banners.
@MainActor
struct Scene {
    let nodes: [any LayoutNode]
    let controls: [Control]
    /// The presented boxes, bottom to top; the last one has focus and keys.
    let modals: [ModalPresentation]
    let banners: [BannerNode]
    /// What the screen pins to its top rows (a tab bar).
    let headers: [any LayoutNode]
    /// What the screen pins to its bottom rows (a footer of keys).
    let footers: [any LayoutNode]
    let isAnimating: Bool
    /// What Esc does on the content when no modal is shown.
    let escapeAction: (@MainActor () -> Void)?
    /// What keys no control uses do on the content when no modal is shown.
    let keyActions: [Key: @MainActor () -> Void]
    /// When a time-dependent view next shows something else.
    let nextUpdate: Date?
    /// The screen the content is (`focusScope(_:)`), if it says.
    let focusScope: AnyHashable?

    init(root: AnyView, now: Date, size: TerminalSize) {
        let context = ResolveContext(now: now, size: size)
        nodes = root.resolve(in: context)
        controls = context.controls
        modals = ModalPresentation.stacked(context.modals)
        banners = context.banners
        headers = context.headers
        footers = context.footers
        isAnimating = context.isAnimating
        escapeAction = context.escapeAction
        keyActions = context.keyActions
        nextUpdate = context.nextUpdate
        focusScope = context.focusScope
    }

    /// The controls that can take focus now: only the topmost box's while one is shown.
    var focusableControls: [Control] {
        modals.last?.controls ?? controls
    }
}
