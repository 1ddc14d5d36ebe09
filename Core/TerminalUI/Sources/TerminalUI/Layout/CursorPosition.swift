/// A zero-based screen position.
public struct CursorPosition: Hashable, Sendable {
    /// Zero-based row from the top.
    public var row: Int
    /// Zero-based column from the left.
    public var column: Int

    /// Creates a position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
