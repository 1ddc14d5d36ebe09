/// One blank line.
public struct Spacer: View {
    public typealias Body = Never

    /// Creates a blank line.
    public init() {}
}

extension Spacer: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] { [TextNode("", style: TextStyle())] }
}
