/// A row of one-character boxes, `[1][2][ ][ ]`, with the box for the next digit highlighted while focused.
struct CodeFieldNode: LayoutNode {
    static let boxWidth = 3

    let control: Control
    let code: String
    let length: Int

    func layout(width: Int, context: LayoutContext) -> Block {
        let isFocused = context.focused == control.id
        let digits = Array(code.prefix(length))
        let active = isFocused ? min(digits.count, length - 1) : nil
        let frame = TextStyle(dim: !control.isEnabled)
        var cells = ControlChrome.gutter(focused: isFocused)
        for index in 0..<length {
            let digit = index < digits.count ? digits[index] : " "
            cells += Cell.row("[", style: frame)
            cells.append(Cell(character: digit, style: ControlChrome.style(for: control, focused: index == active)))
            cells += Cell.row("]", style: frame)
        }
        return Block(
            lines: [cells],
            cursor: active.map { CursorPosition(row: 0, column: ControlChrome.gutterWidth + $0 * Self.boxWidth + 1) },
            focusRow: isFocused ? 0 : nil
        )
    }
}
