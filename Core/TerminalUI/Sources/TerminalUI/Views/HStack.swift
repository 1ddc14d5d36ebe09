/// Arranges children left to right, separated by `spacing` columns; the last child gets what is left.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let spacing: Int
    let content: Content

    /// Creates a horizontal stack.
    public init(spacing: Int = 1, @ViewBuilder content: () -> Content) {
        self.spacing = max(0, spacing)
        self.content = content()
    }
}

extension HStack: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        [StackNode(axis: .horizontal, spacing: spacing, children: content.resolve(in: context))]
    }
}
