/// The size of the terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// Width in columns.
    public var columns: Int
    /// Height in rows.
    public var rows: Int

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
