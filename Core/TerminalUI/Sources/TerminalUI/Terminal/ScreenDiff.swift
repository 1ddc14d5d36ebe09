/// Computes the output that turns the screen showing one frame into the next.
public enum ScreenDiff {
    /// Escape sequences redrawing only the rows that changed (cursor move + row + clear to end of line),
    /// then placing or hiding the cursor. Clears and redraws everything when `previous` is nil or
    /// the size changed; returns an empty string when nothing changed.
    public static func commands(from previous: Frame?, to next: Frame) -> String {
        let isFullRedraw = previous.map { $0.size != next.size } ?? true
        let oldLines = isFullRedraw ? [] : previous?.lines ?? []
        var drawing = isFullRedraw ? ANSI.clearScreen : ""
        for row in 0..<max(oldLines.count, next.lines.count) {
            let line = row < next.lines.count ? next.lines[row] : ""
            let old = row < oldLines.count ? oldLines[row] : ""
            guard line != old else { continue }
            drawing += ANSI.moveTo(row: row, column: 0) + line
            // A full-width row leaves the cursor in the pending-wrap state, where clearing would erase its last cell.
            if ANSI.stripped(line).count < next.size.columns {
                drawing += ANSI.clearToEndOfLine
            }
        }
        guard !drawing.isEmpty || previous?.cursor != next.cursor else { return "" }
        let cursor = next.cursor.map { ANSI.moveTo(row: $0.row, column: $0.column) + ANSI.showCursor } ?? ANSI.hideCursor
        return (drawing.isEmpty ? "" : ANSI.hideCursor + drawing) + cursor
    }
}
