/// A rectangle of laid-out cells, with the text cursor and focused row if they fall inside it.
struct Block {
    private(set) var lines: [[Cell]] = []
    private(set) var cursor: CursorPosition?
    private(set) var focusRow: Int?

    init(lines: [[Cell]] = [], cursor: CursorPosition? = nil, focusRow: Int? = nil) {
        self.lines = lines
        self.cursor = cursor
        self.focusRow = focusRow
    }

    var width: Int { lines.map(\.count).max() ?? 0 }
    var height: Int { lines.count }

    /// Copies `other` with its top-left corner at (`row`, `column`), growing and space-filling as needed.
    /// Cells underneath are replaced; `other`'s cursor and focus row, if any, win.
    mutating func place(_ other: Block, row: Int, column: Int) {
        for (index, line) in other.lines.enumerated() {
            let target = row + index
            while lines.count <= target { lines.append([]) }
            let end = column + line.count
            if lines[target].count < end {
                lines[target] += Array(repeating: .blank, count: end - lines[target].count)
            }
            lines[target].replaceSubrange(column..<end, with: line)
        }
        if let position = other.cursor {
            cursor = CursorPosition(row: row + position.row, column: column + position.column)
        }
        if let focused = other.focusRow {
            focusRow = row + focused
        }
    }

    /// Appends `count` blank lines.
    mutating func appendBlankLines(_ count: Int) {
        lines += Array(repeating: [], count: max(0, count))
    }

    /// Stacks blocks top to bottom with `spacing` blank lines between them.
    static func vertical(_ blocks: [Block], spacing: Int) -> Block {
        var result = Block()
        for (index, block) in blocks.enumerated() {
            if index > 0 { result.appendBlankLines(spacing) }
            result.place(block, row: result.height, column: 0)
        }
        return result
    }

    /// Places blocks left to right, top-aligned, with `spacing` columns between them.
    static func horizontal(_ blocks: [Block], spacing: Int) -> Block {
        var result = Block()
        var column = 0
        for block in blocks {
            result.place(block, row: 0, column: column)
            column += block.width + spacing
        }
        return result
    }

    /// The `size.rows` × `size.columns` window of this block, scrolled down just enough to show the focused row.
    func viewport(_ size: TerminalSize) -> Block {
        let rows = max(0, size.rows)
        let offset = focusRow.map { max(0, $0 - rows + 1) } ?? 0
        var visible = Array(lines.dropFirst(offset).prefix(rows).map { Array($0.prefix(size.columns)) })
        visible += Array(repeating: [], count: rows - visible.count)
        let shiftedCursor = cursor
            .map { CursorPosition(row: $0.row - offset, column: $0.column) }
            .flatMap { (0..<rows).contains($0.row) && (0..<size.columns).contains($0.column) ? $0 : nil }
        return Block(lines: visible, cursor: shiftedCursor, focusRow: focusRow.map { $0 - offset })
    }

    /// This block without a cursor (e.g. under a modal alert).
    func withoutCursor() -> Block {
        Block(lines: lines, cursor: nil, focusRow: focusRow)
    }
}
