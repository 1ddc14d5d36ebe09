/// Gives Esc an action on its content's layer: going back, cancelling a request.
struct EscapeActionView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: @MainActor () -> Void

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        // Set before resolving the content, so an `onEscape` inside it wins.
        context.setEscapeAction(action)
        return content.resolve(in: context)
    }
}

extension View {
    /// Runs `action` when Esc is pressed and nothing closer uses it: no alert or sheet is shown
    /// and no `onEscape` inside this view applies. Screens use it to go back or cancel.
    public func onEscape(perform action: @escaping @MainActor () -> Void) -> some View {
        EscapeActionView(content: self, action: action)
    }
}
