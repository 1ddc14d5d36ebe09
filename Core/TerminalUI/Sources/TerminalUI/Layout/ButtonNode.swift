/// A `[ Title ]` button; a title too long for the width is cut with "…", inside the brackets.
struct ButtonNode: LayoutNode {
    let control: Control
    let title: String

    func layout(width: Int, context: LayoutContext) -> Block {
        let isFocused = context.focused == control.id
        let shown = TextColumn.line(title, trailing: "", width: max(1, width - ControlChrome.gutterWidth - 4))
        let face = Cell.row("[ \(shown) ]", style: ControlChrome.style(for: control, focused: isFocused))
        return Block(lines: [ControlChrome.gutter(focused: isFocused) + face], focusRow: isFocused ? 0 : nil)
    }
}
