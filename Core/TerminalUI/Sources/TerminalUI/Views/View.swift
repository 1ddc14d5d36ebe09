/// A piece of terminal user interface, described declaratively like a SwiftUI view.
///
/// Compose views in `body`; the kit resolves them to primitives (`Text`, `TextField`, stacks, …)
/// every time the host renders, so `body` must be a cheap, side-effect-free function of state.
@MainActor
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

/// `Never` is the `Body` of primitive views, which have no content of their own.
extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Primitive views have no body: the kit lays them out directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view the kit turns straight into layout nodes instead of asking for its `body`.
@MainActor
protocol PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode]
}

extension View {
    /// Resolves this view to layout nodes, expanding composite views through their `body`.
    func resolve(in context: ResolveContext) -> [any LayoutNode] {
        if let primitive = self as? any PrimitiveView {
            return primitive.makeNodes(in: context)
        }
        return body.resolve(in: context)
    }

    /// Resolves this view to exactly one node, stacking several children vertically.
    func resolveSingle(in context: ResolveContext) -> any LayoutNode {
        let nodes = resolve(in: context)
        return nodes.count == 1 ? nodes[0] : StackNode(axis: .vertical, spacing: 0, children: nodes)
    }
}
