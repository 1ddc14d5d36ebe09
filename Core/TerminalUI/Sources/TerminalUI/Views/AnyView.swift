/// A type-erased view, e.g. for a root that changes with navigation.
public struct AnyView: View {
    public typealias Body = Never
    private let base: any View

    /// Wraps `view`, hiding its concrete type.
    public init<V: View>(_ view: V) {
        base = view
    }
}

extension AnyView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        base.resolve(in: context)
    }
}

extension View {
    /// Wraps this view in an `AnyView`.
    public func eraseToAnyView() -> AnyView { AnyView(self) }
}
