/// Builds view hierarchies from closures: several children, `if`/`else`, `if let`, and `for`-in loops.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// An empty closure produces an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single child, passed through unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several children, laid out in order by the enclosing container.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var children: [any View] = []
        for child in repeat each content {
            children.append(child)
        }
        return TupleView(children)
    }

    /// An `if` without `else`, or an `if let`.
    public static func buildOptional<Content: View>(_ content: Content?) -> ConditionalView<Content, EmptyView> {
        content.map { .init(first: $0) } ?? .init(second: EmptyView())
    }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalView<First, Second> {
        .init(first: first)
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalView<First, Second> {
        .init(second: second)
    }

    /// The views produced by a `for`-in loop.
    public static func buildArray<Content: View>(_ components: [Content]) -> TupleView {
        TupleView(components)
    }

    /// Content guarded by `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
