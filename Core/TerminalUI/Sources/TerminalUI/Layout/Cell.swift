/// One column on screen and its style. A wide character (`DisplayWidth`) takes two cells: its
/// own, then a continuation cell that draws nothing, so a row's cells are its columns.
///
/// All drawn text passes through here: control characters are replaced by visible stand-ins
/// (`VisibleText`), so nothing in a frame's text can act on the terminal.
struct Cell: Equatable {
    let character: Character
    var style: TextStyle
    /// The second column of the wide character before it.
    private(set) var isContinuation = false

    static let blank = Cell(character: " ", style: TextStyle())

    /// A cell showing `character`, or its stand-in if it is a control character.
    init(character: Character, style: TextStyle) {
        self.character = VisibleText.character(character)
        self.style = style
    }

    /// Cells for each column of `text`, all in `style`.
    static func row(_ text: some StringProtocol, style: TextStyle = TextStyle()) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(text.utf8.count)
        for character in text {
            let cell = Cell(character: character, style: style)
            cells.append(cell)
            if cell.isWide {
                var continuation = Cell.blank
                continuation.style = style
                continuation.isContinuation = true
                cells.append(continuation)
            }
        }
        return cells
    }

    private var isWide: Bool { DisplayWidth.of(character) == 2 }

    /// Renders a row of cells as a string with the minimal SGR changes, ending in the default style.
    /// Half of a wide character (the other half cut off or drawn over) shows as a space.
    static func ansi(_ cells: [Cell]) -> String {
        var output = ""
        var current = TextStyle()
        for (index, cell) in cells.enumerated() {
            if cell.style != current {
                output += cell.style.sgr
                current = cell.style
            }
            if cell.isContinuation {
                if index == 0 || !cells[index - 1].isWide { output.append(" ") }
            } else if cell.isWide, index + 1 >= cells.count || !cells[index + 1].isContinuation {
                output.append(" ")
            } else {
                output.append(cell.character)
            }
        }
        if current != TextStyle() {
            output += TextStyle().sgr
        }
        return output
    }
}
