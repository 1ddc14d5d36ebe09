/// An ordered group of child views, produced by `ViewBuilder` for blocks and loops.
public struct TupleView: View {
    public typealias Body = Never
    let children: [any View]

    init(_ children: [any View]) {
        self.children = children
    }
}

extension TupleView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        children.flatMap { $0.resolve(in: context) }
    }
}
