/// Insets its content by blank columns and lines.
struct PaddingView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let horizontal: Int
    let vertical: Int

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        [PaddingNode(child: content.resolveSingle(in: context), horizontal: horizontal, vertical: vertical)]
    }
}

extension View {
    /// Adds `horizontal` blank columns on both sides and `vertical` blank lines above and below.
    public func padding(horizontal: Int = 0, vertical: Int = 0) -> some View {
        PaddingView(content: self, horizontal: max(0, horizontal), vertical: max(0, vertical))
    }
}
