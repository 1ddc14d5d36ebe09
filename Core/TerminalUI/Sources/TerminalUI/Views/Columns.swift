/// One line of two columns: `leading` cut with "…" to fit, `trailing` (an amount, a status) whole
/// at the right end, so a narrow terminal shortens the description, never the amount.
public struct Columns: View {
    public typealias Body = Never
    let leading: String
    let trailing: String

    public init(_ leading: String, trailing: String) {
        self.leading = leading
        self.trailing = trailing
    }
}

extension Columns: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        [ColumnsNode(leading: leading, trailing: trailing)]
    }
}

/// The line of a `Columns`, fitted to the width it is given.
struct ColumnsNode: LayoutNode {
    let leading: String
    let trailing: String

    func layout(width: Int, context: LayoutContext) -> Block {
        Block(lines: [Cell.row(TextColumn.line(leading, trailing: trailing, width: width), style: TextStyle())])
    }
}
