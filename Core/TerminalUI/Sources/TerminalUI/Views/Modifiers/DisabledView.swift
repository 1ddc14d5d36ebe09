/// Disables every control inside its content.
struct DisabledView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isDisabled: Bool

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        context.disabling(isDisabled) { content.resolve(in: context) }
    }
}

extension View {
    /// When `true`, controls inside this view are drawn dimmed, skipped by focus and ignore keys.
    public func disabled(_ isDisabled: Bool) -> some View {
        DisabledView(content: self, isDisabled: isDisabled)
    }
}
