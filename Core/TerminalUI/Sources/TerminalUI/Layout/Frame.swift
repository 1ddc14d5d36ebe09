/// A rendered screen: one string per terminal row (with ANSI styles) and where the text cursor goes.
public struct Frame: Hashable, Sendable {
    /// The screen size this frame was rendered for.
    public let size: TerminalSize
    /// The rows, top to bottom, each with embedded SGR style sequences.
    public let lines: [String]
    /// Where to show the terminal cursor (in a focused text field), or nil to hide it.
    public let cursor: CursorPosition?

    /// Creates a frame from already rendered lines.
    public init(lines: [String], cursor: CursorPosition? = nil, size: TerminalSize) {
        self.lines = lines
        self.cursor = cursor
        self.size = size
    }

    /// Renders a laid-out block (already fitted to `size`).
    init(block: Block, size: TerminalSize) {
        self.init(lines: block.lines.map(Cell.ansi), cursor: block.cursor, size: size)
    }

    /// The rows without ANSI sequences and without trailing spaces.
    public var plainLines: [String] {
        lines.map { String(ANSI.stripped($0).reversed().drop { $0 == " " }.reversed()) }
    }

    /// The screen as plain text (no ANSI, no trailing blanks), for logs and tests.
    public var plainText: String {
        var lines = plainLines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
