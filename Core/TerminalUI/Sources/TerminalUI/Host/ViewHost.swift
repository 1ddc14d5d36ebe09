import Foundation

/// Headless core of the kit: renders a root view to `Frame`s and routes keys to the focused control.
///
/// Used by `TerminalApp`, by tests and by scripted demos. Each `render()`, `send(_:)` and focus query
/// re-evaluates the root closure, so it always reflects the current state (and the current screen).
///
/// Focus rules (`FocusTracker`): focus starts on the first enabled control that is not destructive
/// (a `defaultFocus()` one first) and stays on the same control (by kind, label and occurrence)
/// across renders while it is on screen; a disabled control keeps focus, ignoring keys, until it is
/// enabled again. If it vanishes, focus moves to the nearest enabled control where it was, or, on
/// another screen, starts afresh. While an alert or sheet is shown only its controls take focus and
/// keys, starting on its first one; when it closes, focus is where it was beneath it. Screens named
/// with `focusScope(_:)` get their focus back when shown again, and `focused(_:equals:)` ties focus
/// to a view model's state both ways.
/// Below `minimumSize` the host shows only a notice asking for a larger window, and takes no keys.
@MainActor
public final class ViewHost {
    /// The screen size to lay out for.
    public var size: TerminalSize
    /// Called with keys no control or focus movement used (e.g. Esc without an alert), for app-level shortcuts.
    public var onUnhandledKey: ((Key) -> Void)?
    /// Called with every key before it is routed, e.g. to note that the user is active.
    public var onKeyPress: ((Key) -> Void)?
    /// Whether the last render showed an animation (a `ProgressView`) that needs periodic re-rendering.
    public private(set) var isAnimating = false
    /// When a time-dependent view on screen at the last render (a `Countdown`) next shows something else.
    public private(set) var nextTimedUpdate: Date?
    /// The smallest screen the content is laid out for; below it a notice asks for a larger window.
    public var minimumSize = TerminalSize(columns: 1, rows: 1)

    var clock: HostClock
    private let root: @MainActor () -> AnyView
    var focus = FocusLayers()
    /// The control the focus bindings named after the last sync (`focused(_:equals:)`).
    var boundFocus: ControlID?
    /// Cursor in the focused text field; nil means the end of its text.
    private var editing: (control: ControlID, cursor: Int?)?
    private var animationFrame = 0

    /// Creates a host for `root`, which is called again on every render. Time-dependent views read
    /// `now` (the system clock by default; inject a fixed one for tests and move it with `advanceClock(by:)`).
    public init(
        size: TerminalSize,
        now: @escaping @MainActor () -> Date = Date.init,
        root: @escaping @MainActor () -> AnyView
    ) {
        self.size = size
        self.root = root
        clock = HostClock(now)
    }

    /// Builds the view tree: any banners across the top rows, the content laid out below them
    /// (wrapping long text), and any alerts and sheets centred on top, under the banners.
    /// The screen scrolls if needed to keep the focused control visible.
    public func render() -> Frame {
        guard isLargeEnough else { return tooSmallFrame() }
        let scene = makeScene()
        isAnimating = scene.isAnimating
        nextTimedUpdate = scene.nextUpdate
        var context = LayoutContext(
            focused: scene.modals.isEmpty ? focus.top.focused : nil,
            cursorIndex: editing?.cursor,
            animationFrame: animationFrame
        )
        animationFrame += 1
        // Banners, then headers (a tab bar), take the top rows and footers the bottom ones; the
        // content gets the rest and scrolls within it, so a banner never hides a title, and a tab
        // bar or a footer is never scrolled away or cut. While a box is shown the footers give way
        // to the box's own keys.
        let width = max(1, size.columns)
        let banners = Block.vertical(scene.banners.map { $0.layout(width: width, context: context) }, spacing: 0)
        let headers = Block.vertical(scene.headers.map { $0.layout(width: width, context: context) }, spacing: 0)
        let footers = scene.modals.isEmpty
            ? Block.vertical(scene.footers.map { $0.layout(width: width, context: context) }, spacing: 0)
            : Block()
        let above = banners.height + headers.height
        let contentSize = TerminalSize(columns: size.columns, rows: max(0, size.rows - above - footers.height))
        let content = StackNode(axis: .vertical, spacing: 0, children: scene.nodes)
        var screen = banners
        screen.place(headers, row: banners.height, column: 0)
        screen.place(content.layout(width: width, context: context).viewportWithScrollHint(contentSize), row: above, column: 0)
        screen.place(footers, row: max(above, size.rows - footers.height), column: 0)
        for (index, modal) in scene.modals.enumerated() {
            context.focused = index == scene.modals.count - 1 ? focus.top.focused : nil
            let box = modal.layout(in: size, context: context)
            screen = screen.withoutCursor()
            screen.place(box, row: max(0, (size.rows - box.height) / 2), column: max(0, (size.columns - box.width) / 2))
        }
        if let cursor = screen.cursor, cursor.row < banners.height {
            screen = screen.withoutCursor()
        }
        screen.place(banners, row: 0, column: 0)
        return Frame(block: screen.viewport(size), size: size)
    }

    /// Routes `key`: a paste goes to the focused text field only (its line breaks and tabs become
    /// spaces) and does nothing elsewhere; Tab/Down and Shift-Tab/Up move focus (wrapping); other keys go to the focused control,
    /// or to the topmost alert or sheet while one is shown (Esc dismisses it; Left/Right move between an
    /// alert's buttons). Enter in a text field submits it if it has a submit action, and otherwise moves focus on.
    /// Esc with no alert or sheet shown runs the innermost `onEscape` action, if any; a key the focused
    /// control does not use runs the innermost `onKeyPress` action for it, if any (so digits typed in
    /// a text field stay in the field).
    /// Returns whether the key was used; unused keys are passed to `onUnhandledKey`.
    @discardableResult
    public func send(_ key: Key) -> Bool {
        guard isLargeEnough else { return false }
        onKeyPress?(key)
        let scene = makeScene()
        if key.isPaste {
            // A paste is text for the focused field; it never presses a control or a shortcut.
            return route(key, in: scene)
        }
        let handled: Bool
        if let modal = scene.modals.last, key == .escape {
            modal.dismiss()
            handled = true
        } else if key == .escape, let escape = scene.escapeAction {
            escape()
            handled = true
        } else if route(key, in: scene) {
            handled = true
        } else if scene.modals.isEmpty, let action = scene.keyActions[key] {
            action()
            handled = true
        } else {
            handled = false
        }
        if !handled { onUnhandledKey?(key) }
        return handled
    }

    /// Sends each character of `text` as a `.character` key.
    public func type(_ text: String) {
        for character in text {
            send(.character(character))
        }
    }

    /// The label (or placeholder) of the focused control, if any.
    public var focusedLabel: String? {
        _ = makeScene()
        return focus.top.focused?.label
    }

    /// The labels (or placeholders) of the enabled controls that take keys now: the topmost box's
    /// while one is shown, else the screen's.
    public var enabledControlLabels: [String] {
        makeScene().focusableControls.filter(\.isEnabled).map(\.id.label)
    }

    /// Focuses the first enabled control with this label or placeholder; returns whether one was found.
    @discardableResult
    public func focus(label: String) -> Bool {
        focus(labelMatching: { $0 == label })
    }

    /// Focuses the first enabled control whose label or placeholder satisfies `matches`.
    @discardableResult
    public func focus(labelMatching matches: (String) -> Bool) -> Bool {
        let scene = makeScene()
        guard let control = scene.focusableControls.first(where: { $0.isEnabled && matches($0.id.label) }) else {
            return false
        }
        focus.top.focus(control.id)
        writeFocusBindings(scene.controls)
        return true
    }

    private func makeScene() -> Scene {
        let scene = Scene(root: root(), now: clock.now, size: size)
        focus.reconcile(with: scene)
        syncFocusBindings(scene.controls)
        if editing?.control != focus.top.focused {
            editing = nil
        }
        return scene
    }

    private func route(_ key: Key, in scene: Scene) -> Bool {
        let controls = scene.focusableControls
        let sideways = scene.modals.last?.movesFocusSideways ?? false
        // A focused list takes ↑/↓ for its selection; Tab and Shift-Tab still leave it.
        if key == .up || key == .down, let focused = focus.top.focused,
           let control = controls.first(where: { $0.id == focused && $0.isEnabled }), case .list = control.behavior {
            var cursor: Int?
            return ControlKeys.handle(key, on: control, cursor: &cursor) == .handled
        }
        let step: Int? = switch key {
        case .tab, .down: 1
        case .backTab, .up: -1
        case .right where sideways: 1
        case .left where sideways: -1
        default: nil
        }
        if let step {
            defer { writeFocusBindings(scene.controls) }
            return focus.top.move(by: step, in: controls, reachesEverything: key == .tab || key == .backTab)
        }
        guard let focused = focus.top.focused,
              let control = controls.first(where: { $0.id == focused && $0.isEnabled })
        else { return false }

        var cursor = editing?.cursor
        switch ControlKeys.handle(key, on: control, cursor: &cursor) {
        case .ignored:
            return false
        case .handled:
            if case .textField = control.behavior { editing = (control.id, cursor) }
            focus.top.confirmUsersChoice()
            return true
        case .focusNext:
            defer { writeFocusBindings(scene.controls) }
            return focus.top.move(by: 1, in: controls)
        }
    }
}
