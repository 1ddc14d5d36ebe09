/// Its child inset by blank columns and lines.
struct PaddingNode: LayoutNode {
    let child: any LayoutNode
    let horizontal: Int
    let vertical: Int

    func layout(width: Int, context: LayoutContext) -> Block {
        let content = child.layout(width: max(1, width - 2 * horizontal), context: context)
        var block = Block()
        block.appendBlankLines(vertical)
        block.place(content, row: vertical, column: horizontal)
        block.appendBlankLines(vertical)
        return block
    }
}
