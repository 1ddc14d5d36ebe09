/// A dimmed horizontal rule across the full width.
struct DividerNode: LayoutNode {
    func layout(width: Int, context: LayoutContext) -> Block {
        Block(lines: [Cell.row(String(repeating: "─", count: max(0, width)), style: TextStyle(dim: true))])
    }
}
