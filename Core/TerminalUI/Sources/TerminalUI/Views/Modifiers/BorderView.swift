/// Draws a box around its content.
struct BorderView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let title: String?

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        [BorderNode(child: content.resolveSingle(in: context), title: title)]
    }
}

extension View {
    /// Surrounds the view with a line-drawn box, optionally with `title` in its top edge.
    public func border(title: String? = nil) -> some View {
        BorderView(content: self, title: title)
    }
}
