/// Headless core of the kit: renders a root view to `Frame`s and routes keys to the focused control.
///
/// Used by `TerminalApp`, by tests and by scripted demos. Each `render()`, `send(_:)` and focus query
/// re-evaluates the root closure, so it always reflects the current state (and the current screen).
@MainActor
public final class ViewHost {
    /// The screen size to lay out for.
    public var size: TerminalSize
    /// Called with keys no control or focus movement used (e.g. Esc without an alert), for app-level shortcuts.
    public var onUnhandledKey: ((Key) -> Void)?
    /// Whether the last render showed an animation (a `ProgressView`) that needs periodic re-rendering.
    public private(set) var isAnimating = false

    private let root: @MainActor () -> AnyView
    private var contentFocus = FocusTracker()
    private var alertFocus = FocusTracker()
    /// Cursor in the focused text field; nil means the end of its text.
    private var editing: (control: ControlID, cursor: Int)?
    private var animationFrame = 0

    /// Creates a host for `root`, which is called again on every render.
    public init(size: TerminalSize, root: @escaping @MainActor () -> AnyView) {
        self.size = size
        self.root = root
    }

    /// Builds the view tree, lays it out to `size` (wrapping long text) and draws any alert on top.
    /// The screen scrolls if needed to keep the focused control visible.
    public func render() -> Frame {
        let scene = makeScene()
        isAnimating = scene.isAnimating
        var context = LayoutContext(
            focused: scene.alert == nil ? contentFocus.focused : nil,
            cursorIndex: editing?.cursor,
            animationFrame: animationFrame
        )
        animationFrame += 1
        let content = StackNode(axis: .vertical, spacing: 0, children: scene.nodes)
        var screen = content.layout(width: max(1, size.columns), context: context).viewport(size)
        if let alert = scene.alert {
            context.focused = alertFocus.focused
            let box = alert.layout(in: size, context: context)
            screen = screen.withoutCursor()
            screen.place(box, row: max(0, (size.rows - box.height) / 2), column: max(0, (size.columns - box.width) / 2))
            screen = screen.viewport(size)
        }
        return Frame(block: screen, size: size)
    }

    /// Routes `key`: Tab/Down and Shift-Tab/Up move focus (wrapping); other keys go to the focused control,
    /// or to the alert while one is shown (Esc dismisses it, Left/Right move between its buttons).
    /// Returns whether the key was used; unused keys are passed to `onUnhandledKey`.
    @discardableResult
    public func send(_ key: Key) -> Bool {
        let scene = makeScene()
        let handled: Bool
        if let alert = scene.alert, key == .escape {
            alert.dismiss()
            handled = true
        } else {
            handled = route(key, to: scene.focusableControls, focus: focusPath(for: scene), sideways: scene.alert != nil)
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
        let scene = makeScene()
        return self[keyPath: focusPath(for: scene)].focused?.label
    }

    /// Focuses the first enabled control with this label or placeholder; returns whether one was found.
    @discardableResult
    public func focus(label: String) -> Bool {
        let scene = makeScene()
        guard let control = scene.focusableControls.first(where: { $0.isEnabled && $0.id.label == label }) else {
            return false
        }
        self[keyPath: focusPath(for: scene)].focus(control.id)
        return true
    }

    private func makeScene() -> Scene {
        let scene = Scene(root: root())
        contentFocus.reconcile(with: scene.controls)
        if let alert = scene.alert {
            alertFocus.reconcile(with: alert.controls)
        } else {
            alertFocus = FocusTracker()
        }
        if editing?.control != self[keyPath: focusPath(for: scene)].focused {
            editing = nil
        }
        return scene
    }

    private func focusPath(for scene: Scene) -> ReferenceWritableKeyPath<ViewHost, FocusTracker> {
        scene.alert == nil ? \.contentFocus : \.alertFocus
    }

    private func route(
        _ key: Key,
        to controls: [Control],
        focus: ReferenceWritableKeyPath<ViewHost, FocusTracker>,
        sideways: Bool
    ) -> Bool {
        switch key {
        case .tab, .down: return self[keyPath: focus].move(by: 1, in: controls)
        case .backTab, .up: return self[keyPath: focus].move(by: -1, in: controls)
        case .right where sideways: return self[keyPath: focus].move(by: 1, in: controls)
        case .left where sideways: return self[keyPath: focus].move(by: -1, in: controls)
        default: break
        }
        guard let focused = self[keyPath: focus].focused,
              let control = controls.first(where: { $0.id == focused && $0.isEnabled })
        else { return false }

        let activates = key == .enter || key == .character(" ")
        switch control.behavior {
        case .toggle(let isOn):
            guard activates else { return false }
            isOn.wrappedValue.toggle()
            return true
        case .button(let action):
            guard activates else { return false }
            action()
            return true
        case .textField(let text):
            if key == .enter { return self[keyPath: focus].move(by: 1, in: controls) }
            return edit(text, of: control.id, with: key)
        }
    }

    private func edit(_ text: Binding<String>, of control: ControlID, with key: Key) -> Bool {
        var value = text.wrappedValue
        var cursor = editing?.cursor ?? value.count
        guard TextEditing.apply(key, to: &value, cursor: &cursor) else { return false }
        if value != text.wrappedValue {
            text.wrappedValue = value
        }
        editing = (control, cursor)
        return true
    }
}
