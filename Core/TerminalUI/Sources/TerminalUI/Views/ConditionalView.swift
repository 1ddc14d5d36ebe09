/// One of two views, produced by `ViewBuilder` for `if`/`else` and `if let`.
public struct ConditionalView<First: View, Second: View>: View {
    public typealias Body = Never

    private enum Branch {
        case first(First)
        case second(Second)
    }

    private let branch: Branch

    init(first: First) { branch = .first(first) }
    init(second: Second) { branch = .second(second) }
}

extension ConditionalView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        switch branch {
        case .first(let view): view.resolve(in: context)
        case .second(let view): view.resolve(in: context)
        }
    }
}
