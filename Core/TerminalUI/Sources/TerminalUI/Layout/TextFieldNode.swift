/// An underlined input line showing the text (or the dimmed placeholder), scrolled to keep the cursor visible.
struct TextFieldNode: LayoutNode {
    static let minimumWidth = 20

    let control: Control
    let placeholder: String
    let text: String
    let isSecure: Bool

    func layout(width: Int, context: LayoutContext) -> Block {
        let isFocused = context.focused == control.id
        let characters = Array(text)
        let shown: [Character] = characters.isEmpty
            ? Array(placeholder)
            : isSecure ? Array(repeating: "•", count: characters.count) : characters
        let fieldWidth = min(max(1, width - ControlChrome.gutterWidth), max(Self.minimumWidth, shown.count + 1))
        let cursor = isFocused ? min(context.cursorIndex ?? characters.count, characters.count) : nil
        let start = max(0, (cursor ?? 0) - fieldWidth + 1)
        let visible = shown.dropFirst(start).prefix(fieldWidth)

        let style = TextStyle(dim: characters.isEmpty || !control.isEnabled, underline: true)
        let field = Cell.row(String(visible) + String(repeating: " ", count: fieldWidth - visible.count), style: style)
        return Block(
            lines: [ControlChrome.gutter(focused: isFocused) + field],
            cursor: cursor.map { CursorPosition(row: 0, column: ControlChrome.gutterWidth + $0 - start) },
            focusRow: isFocused ? 0 : nil
        )
    }
}
