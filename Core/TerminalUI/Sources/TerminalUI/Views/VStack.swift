/// Arranges children top to bottom, separated by `spacing` blank lines.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let spacing: Int
    let content: Content

    /// Creates a vertical stack.
    public init(spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.spacing = max(0, spacing)
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        [StackNode(axis: .vertical, spacing: spacing, children: content.resolve(in: context))]
    }
}
