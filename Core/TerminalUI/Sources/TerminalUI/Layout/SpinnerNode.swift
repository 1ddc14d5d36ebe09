/// A spinner glyph that changes every render, followed by a wrapped label.
struct SpinnerNode: LayoutNode {
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    let label: String

    func layout(width: Int, context: LayoutContext) -> Block {
        let glyph = Self.frames[context.animationFrame % Self.frames.count]
        let spinner = Block(lines: [[Cell(character: glyph, style: TextStyle(color: .cyan))]])
        let text = TextNode(label, style: TextStyle()).layout(width: max(1, width - 2), context: context)
        return Block.horizontal([spinner, text], spacing: 1)
    }
}
