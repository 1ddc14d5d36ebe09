/// Its child inside a line-drawn box that hugs the content, with an optional title in the top edge.
struct BorderNode: LayoutNode {
    let child: any LayoutNode
    let title: String?

    func layout(width: Int, context: LayoutContext) -> Block {
        let maxInner = max(1, width - 2)
        let content = child.layout(width: maxInner, context: context)
        let label = title.map { "─ \($0) " } ?? ""
        let inner = min(maxInner, max(content.width, DisplayWidth.of(label) + 1))

        let top = Cell.row("┌" + DisplayWidth.prefix(label + String(repeating: "─", count: inner), width: inner) + "┐")
        let bottom = Cell.row("└" + String(repeating: "─", count: inner) + "┘")
        let rows = (content.height > 0 ? content.lines : [[]]).map { line in
            let clipped = Array(line.prefix(inner))
            return Cell.row("│") + clipped + Array(repeating: .blank, count: inner - clipped.count) + Cell.row("│")
        }
        return Block(
            lines: [top] + rows + [bottom],
            cursor: content.cursor.map { CursorPosition(row: $0.row + 1, column: $0.column + 1) },
            focusRow: content.focusRow.map { $0 + 1 }
        )
    }
}
