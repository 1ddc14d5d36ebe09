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
        // Each character's columns, and the columns before each position, measured once.
        let before = shown.reduce(into: [0]) { $0.append($0[$0.count - 1] + DisplayWidth.of($1)) }
        let fieldWidth = min(max(1, width - ControlChrome.gutterWidth), max(Self.minimumWidth, before[shown.count] + 1))
        let cursor = isFocused ? min(context.cursorIndex ?? characters.count, characters.count) : nil
        // The first character shown: enough of the text before the cursor to end just before it.
        var start = 0
        if let cursor {
            while before[cursor] - before[start] > fieldWidth - 1 { start += 1 }
        }
        let visible = DisplayWidth.prefix(String(shown[start...]), width: fieldWidth)
        let padding = String(repeating: " ", count: fieldWidth - DisplayWidth.of(visible))

        let style = TextStyle(dim: characters.isEmpty || !control.isEnabled, underline: true)
        let field = Cell.row(visible + padding, style: style)
        return Block(
            lines: [ControlChrome.gutter(focused: isFocused) + field],
            cursor: cursor.map { CursorPosition(row: 0, column: ControlChrome.gutterWidth + before[$0] - before[start]) },
            focusRow: isFocused ? 0 : nil
        )
    }
}
