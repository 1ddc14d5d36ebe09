import TerminalUI

extension Frame {
    /// The screen as plain text for snapshots and logs: a header with the size, the cursor position and,
    /// if given, the focused control, then every row numbered (so trailing blank rows show), without
    /// trailing spaces, then the styles of each styled row under the same numbers
    /// (`Frame.styleDescriptions`), so a lost colour or focus highlight changes the snapshot.
    /// Rows and columns in the header count from 1, like the row numbers.
    public func snapshotText(focusedLabel: String? = nil) -> String {
        var header = "\(size.columns)×\(size.rows) · cursor "
        header += cursor.map { "row \($0.row + 1), column \($0.column + 1)" } ?? "hidden"
        if let focusedLabel {
            header += " · focus: \(focusedLabel)"
        }
        let width = String(plainLines.count).count
        let number = { (index: Int) in
            let text = String(index + 1)
            return String(repeating: " ", count: width - text.count) + text + "│"
        }
        let rows = plainLines.enumerated().map { number($0) + $1 }
        let styles = styleDescriptions.enumerated().compactMap { index, styles in styles.map { number(index) + $0 } }
        let sections = [header] + rows + (styles.isEmpty ? [] : ["styles:"] + styles)
        return sections.joined(separator: "\n") + "\n"
    }
}
