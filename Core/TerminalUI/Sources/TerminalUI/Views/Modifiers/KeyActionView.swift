/// Gives a key an action on its content's layer: a screen's shortcut, a tab bar's digits.
struct KeyActionView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let keys: [Key]
    let action: @MainActor (Key) -> Void

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        // Set before resolving the content, so an `onKeyPress` inside it wins.
        for key in keys {
            context.setKeyAction(key) { action(key) }
        }
        return content.resolve(in: context)
    }
}

extension View {
    /// Runs `action` when `key` is pressed, no alert or sheet is shown, the focused control does not
    /// use the key (a text field keeps the characters typed in it) and no `onKeyPress` inside this
    /// view handles the same key.
    public func onKeyPress(_ key: Key, perform action: @escaping @MainActor () -> Void) -> some View {
        KeyActionView(content: self, keys: [key]) { _ in action() }
    }

    /// Runs `action` with the key pressed, for each of `keys`, as `onKeyPress(_:perform:)` does for one.
    public func onKeyPress(_ keys: [Key], perform action: @escaping @MainActor (Key) -> Void) -> some View {
        KeyActionView(content: self, keys: keys, action: action)
    }
}
