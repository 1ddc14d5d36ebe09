extension Block {
    /// `viewport(size)` for a screen's content, saying what it cuts: when the content is taller than
    /// `size`, its last row is a dim "↓ more below" while rows are hidden below, or "↑ more
    /// above" once scrolled to the end, and the content scrolls in the rows above it.
    /// Blank rows at the content's end do not count.
    func viewportWithScrollHint(_ size: TerminalSize) -> Block {
        let used = (lines.lastIndex { line in line.contains { $0 != .blank } } ?? -1) + 1
        guard used > size.rows, size.rows >= 2 else { return viewport(size) }
        let rows = size.rows - 1
        let offset = focusRow.map { max(0, $0 - rows + 1) } ?? 0
        let hint = offset + rows < used ? Strings.TerminalUI.Scroll.moreBelow : Strings.TerminalUI.Scroll.moreAbove
        var visible = viewport(TerminalSize(columns: size.columns, rows: rows))
        visible.place(Block(lines: [Array(Cell.row("  " + hint, style: TextStyle(dim: true)).prefix(size.columns))]), row: rows, column: 0)
        return visible
    }
}
