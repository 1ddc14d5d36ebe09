/// Its child inset by blank columns and lines.
struct PaddingNode: LayoutNode {
    let child: any LayoutNode
    let horizontal: Int
    let vertical: Int
    /// Whether the padding after the content counts in the block's width too, as in a box whose
    /// border must keep its distance from the text on both sides.
    var padsTrailingEdge = false

    func layout(width: Int, context: LayoutContext) -> Block {
        let content = child.layout(width: max(1, width - 2 * horizontal), context: context)
        var block = Block()
        block.appendBlankLines(vertical)
        if padsTrailingEdge {
            block.place(Block(lines: [Array(repeating: .blank, count: content.width + 2 * horizontal)]), row: vertical, column: 0)
        }
        block.place(content, row: vertical, column: horizontal)
        block.appendBlankLines(vertical)
        return block
    }
}
