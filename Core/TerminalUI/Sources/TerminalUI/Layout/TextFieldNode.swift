/// An underlined input line showing the text (or the dimmed placeholder), scrolled to keep the cursor visible.
///
/// Widths are display columns (`DisplayWidth`): the cursor sits after a wide character's two columns.
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
        let shownWidth = DisplayWidth.of(String(shown))
        let fieldWidth = min(max(1, width - ControlChrome.gutterWidth), max(Self.minimumWidth, shownWidth + 1))
        let cursor = isFocused ? min(context.cursorIndex ?? characters.count, characters.count) : nil
        // The first character shown: enough of the text before the cursor to end just before it.
        var start = 0
        if let cursor {
            while DisplayWidth.of(String(shown[start..<cursor])) > fieldWidth - 1 { start += 1 }
        }
        let visible = DisplayWidth.prefix(String(shown[start...]), width: fieldWidth)
        let padding = String(repeating: " ", count: fieldWidth - DisplayWidth.of(visible))

        let style = TextStyle(dim: characters.isEmpty || !control.isEnabled, underline: true)
        let field = Cell.row(visible + padding, style: style)
        return Block(
            lines: [ControlChrome.gutter(focused: isFocused) + field],
            cursor: cursor.map { CursorPosition(row: 0, column: ControlChrome.gutterWidth + DisplayWidth.of(String(shown[start..<$0]))) },
            focusRow: isFocused ? 0 : nil
        )
    }
}
