/// A `[x]`/`[ ]` checkbox with its label wrapped beside it.
struct ToggleNode: LayoutNode {
    let control: Control
    let label: String
    let isOn: Bool

    func layout(width: Int, context: LayoutContext) -> Block {
        let isFocused = context.focused == control.id
        let style = ControlChrome.style(for: control, focused: isFocused)
        let prefix = isOn ? "[x] " : "[ ] "
        let labelWidth = width - ControlChrome.gutterWidth - prefix.count
        let lines = TextWrap.lines(label, width: labelWidth).enumerated().map { index, line in
            let lead = index == 0
                ? ControlChrome.gutter(focused: isFocused) + Cell.row(prefix, style: style)
                : Cell.row(String(repeating: " ", count: ControlChrome.gutterWidth + prefix.count))
            return lead + Cell.row(line, style: style)
        }
        return Block(lines: lines, focusRow: isFocused ? 0 : nil)
    }
}
