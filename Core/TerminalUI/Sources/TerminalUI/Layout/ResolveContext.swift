import Foundation

/// Collects what a resolution pass over the view tree discovers besides layout nodes.
///
/// Each layer (the screen's content, and each modal box) has its own context for its controls;
/// modal boxes, banners, animation and timed updates found in any layer go to the root context.
@MainActor
final class ResolveContext {
    /// The host clock's time for this resolution, for time-dependent views.
    let now: Date
    /// The screen size this resolution is laid out for (`GeometryReader`).
    let size: TerminalSize
    /// How many modal boxes this layer is nested in (0 for the content).
    let depth: Int
    private(set) var controls: [Control] = []
    private(set) var modals: [ModalPresentation] = []
    private(set) var banners: [BannerNode] = []
    /// What the screen pins to its top rows, under the banners (`safeAreaInset(edge: .top)`).
    private(set) var headers: [any LayoutNode] = []
    /// What the screen pins to its bottom rows (`KeyHints` outside boxes, `safeAreaInset(edge: .bottom)`).
    private(set) var footers: [any LayoutNode] = []
    private(set) var isAnimating = false
    /// The earliest time a time-dependent view will show something else.
    private(set) var nextUpdate: Date?
    /// What Esc does on this layer when no control uses it: the innermost `onEscape` wins.
    private(set) var escapeAction: (@MainActor () -> Void)?
    /// What keys no control uses do on this layer: the innermost `onKeyPress` for a key wins.
    private(set) var keyActions: [Key: @MainActor () -> Void] = [:]
    /// The screen the content is (`focusScope(_:)`); the innermost wins.
    private(set) var focusScope: AnyHashable?
    private var isDisabled = false
    private var focusBinding: FocusBinding?
    private var isDefaultFocus = false
    private let parent: ResolveContext?

    /// A root context resolving the content at `now`.
    init(now: Date, size: TerminalSize) {
        self.now = now
        self.size = size
        depth = 0
        parent = nil
    }

    private init(layerOver parent: ResolveContext) {
        now = parent.now
        size = parent.size
        depth = parent.depth + 1
        self.parent = parent
    }

    /// A context for a modal box's content: its own controls, everything else shared with this one.
    func makeLayer() -> ResolveContext {
        ResolveContext(layerOver: self)
    }

    /// Records a control and returns its identity and enabled state for drawing.
    func register(_ kind: ControlKind, label: String, behavior: ControlBehavior, isDestructive: Bool = false) -> Control {
        let occurrence = controls.count { $0.id.kind == kind && $0.id.label == label }
        let control = Control(
            id: ControlID(kind: kind, label: label, occurrence: occurrence),
            isEnabled: !isDisabled,
            behavior: behavior,
            isDestructive: isDestructive,
            isDefaultFocus: isDefaultFocus,
            focusBinding: focusBinding
        )
        controls.append(control)
        return control
    }

    /// Resolves `body` with controls disabled if `disabled` (or an enclosing view) says so.
    func disabling<T>(_ disabled: Bool, _ body: () -> T) -> T {
        let outer = isDisabled
        isDisabled = outer || disabled
        defer { isDisabled = outer }
        return body()
    }

    /// Resolves `body` with its controls marked as where focus starts (`defaultFocus()`).
    func preferringFocus<T>(_ body: () -> T) -> T {
        let outer = isDefaultFocus
        isDefaultFocus = true
        defer { isDefaultFocus = outer }
        return body()
    }

    /// Resolves `body` with its controls tied to `binding` (`focused(_:equals:)`).
    func binding<T>(focusTo binding: FocusBinding, _ body: () -> T) -> T {
        let outer = focusBinding
        focusBinding = binding
        defer { focusBinding = outer }
        return body()
    }

    /// Names the screen the content is; ignored inside modal boxes, which have focus of their own.
    func setFocusScope(_ id: AnyHashable) {
        if depth == 0 { focusScope = id }
    }

    /// Makes `action` what Esc does on this layer; views resolved later (inner ones) replace it.
    func setEscapeAction(_ action: @escaping @MainActor () -> Void) {
        escapeAction = action
    }

    /// Makes `action` what `key` does on this layer when the focused control does not use it;
    /// views resolved later (inner ones) replace it.
    func setKeyAction(_ key: Key, _ action: @escaping @MainActor () -> Void) {
        keyActions[key] = action
    }

    /// Records a modal box (alert or sheet) to draw over the content.
    func present(_ modal: ModalPresentation) {
        guard let parent else { return modals.append(modal) }
        parent.present(modal)
    }

    /// Records a banner to draw across the top of the screen.
    func showBanner(_ banner: BannerNode) {
        guard let parent else { return banners.append(banner) }
        parent.showBanner(banner)
    }

    /// Records a header to draw across the top of the screen, under the banners.
    func showHeader(_ header: any LayoutNode) {
        guard let parent else { return headers.append(header) }
        parent.showHeader(header)
    }

    /// Records a footer to draw across the bottom of the screen.
    func showFooter(_ footer: any LayoutNode) {
        guard let parent else { return footers.append(footer) }
        parent.showFooter(footer)
    }

    /// Notes that an animated view (a spinner) is on screen.
    func markAnimating() {
        guard let parent else { return isAnimating = true }
        parent.markAnimating()
    }

    /// Notes that a time-dependent view will show something else at `date`.
    func scheduleUpdate(at date: Date) {
        guard let parent else { return nextUpdate = min(nextUpdate ?? date, date) }
        parent.scheduleUpdate(at: date)
    }
}
