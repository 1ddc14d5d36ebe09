/// A footer pinned to the bottom of the screen: a dim rule, then its content, both indented two
/// columns like the screens' own content.
struct FooterNode: LayoutNode {
    static let indent = 2

    let child: any LayoutNode

    func layout(width: Int, context: LayoutContext) -> Block {
        let inner = max(1, width - 2 * Self.indent)
        let margin = Cell.row(String(repeating: " ", count: Self.indent))
        let rule = margin + Cell.row(String(repeating: "─", count: inner), style: TextStyle(dim: true))
        let lines = child.layout(width: inner, context: context).lines.map { margin + $0 }
        return Block(lines: [rule] + lines)
    }
}
