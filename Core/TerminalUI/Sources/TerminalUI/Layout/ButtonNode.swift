/// A `[ Title ]` button.
struct ButtonNode: LayoutNode {
    let control: Control
    let title: String

    func layout(width: Int, context: LayoutContext) -> Block {
        let isFocused = context.focused == control.id
        let face = Cell.row("[ \(title) ]", style: ControlChrome.style(for: control, focused: isFocused))
        return Block(lines: [ControlChrome.gutter(focused: isFocused) + face], focusRow: isFocused ? 0 : nil)
    }
}
