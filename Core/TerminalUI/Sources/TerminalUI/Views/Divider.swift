/// A horizontal rule spanning the available width.
public struct Divider: View {
    public typealias Body = Never

    /// Creates a divider.
    public init() {}
}

extension Divider: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] { [DividerNode()] }
}
