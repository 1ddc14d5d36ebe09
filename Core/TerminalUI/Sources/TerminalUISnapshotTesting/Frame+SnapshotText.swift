import TerminalUI

extension Frame {
    /// The screen as plain text for snapshots and logs: a header with the size, the cursor position and,
    /// if given, the focused control, then every row numbered (so trailing blank rows show), without
    /// styles or trailing spaces. Rows and columns in the header count from 1, like the row numbers.
    public func snapshotText(focusedLabel: String? = nil) -> String {
        var header = "\(size.columns)×\(size.rows) · cursor "
        header += cursor.map { "row \($0.row + 1), column \($0.column + 1)" } ?? "hidden"
        if let focusedLabel {
            header += " · focus: \(focusedLabel)"
        }
        let width = String(plainLines.count).count
        let rows = plainLines.enumerated().map { index, line in
            let number = String(index + 1)
            return String(repeating: " ", count: width - number.count) + number + "│" + line
        }
        return ([header] + rows).joined(separator: "\n") + "\n"
    }
}
