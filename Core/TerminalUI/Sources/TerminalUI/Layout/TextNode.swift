/// Word-wrapped text in one style.
struct TextNode: LayoutNode {
    let content: String
    let style: TextStyle

    init(_ content: String, style: TextStyle) {
        self.content = content
        self.style = style
    }

    func layout(width: Int, context: LayoutContext) -> Block {
        Block(lines: TextWrap.lines(content, width: width).map { Cell.row($0, style: style) })
    }
}
