/// The visible rows of a `List`: the selected one in reverse video (with `>` while the list has focus).
/// When rows are hidden above or below, a dim `↑` or `↓` in the first or last row's gutter says so.
struct ListNode: LayoutNode {
    let control: Control
    /// The rows on screen, with their index in the whole list.
    let rows: [(index: Int, row: ListRow)]
    let selected: Int
    /// How many rows the whole list has.
    let count: Int

    func layout(width: Int, context: LayoutContext) -> Block {
        let isFocused = context.focused == control.id
        var focusRow: Int?
        let lines = rows.enumerated().map { offset, row in
            let isSelected = row.index == selected
            if isSelected { focusRow = offset }
            let text = TextColumn.line(row.row.leading, trailing: row.row.trailing, width: max(0, width - ControlChrome.gutterWidth))
            let style = isSelected ? TextStyle(bold: !isFocused, reverse: isFocused) : TextStyle(dim: !control.isEnabled)
            return gutter(offset: offset, index: row.index, focused: isFocused && isSelected) + Cell.row(text, style: style)
        }
        return Block(lines: lines, focusRow: isFocused ? focusRow : nil)
    }

    private func gutter(offset: Int, index: Int, focused: Bool) -> [Cell] {
        if !focused, offset == 0, index > 0 { return Cell.row("↑ ", style: TextStyle(dim: true)) }
        if !focused, offset == rows.count - 1, index < count - 1 { return Cell.row("↓ ", style: TextStyle(dim: true)) }
        return ControlChrome.gutter(focused: focused)
    }
}
