/// A view that draws nothing and takes no space.
public struct EmptyView: View {
    public typealias Body = Never

    /// Creates an empty view.
    public init() {}
}

extension EmptyView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] { [] }
}
