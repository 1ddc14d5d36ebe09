/// One character on screen and its style. Every character is assumed to be one column wide.
///
/// All drawn text passes through here: control characters are replaced by visible stand-ins
/// (`VisibleText`), so nothing in a frame's text can act on the terminal.
struct Cell: Equatable {
    let character: Character
    var style: TextStyle

    static let blank = Cell(character: " ", style: TextStyle())

    /// A cell showing `character`, or its stand-in if it is a control character.
    init(character: Character, style: TextStyle) {
        self.character = VisibleText.character(character)
        self.style = style
    }

    /// Cells for each character of `text`, all in `style`.
    static func row(_ text: some StringProtocol, style: TextStyle = TextStyle()) -> [Cell] {
        text.map { Cell(character: $0, style: style) }
    }

    /// Renders a row of cells as a string with the minimal SGR changes, ending in the default style.
    static func ansi(_ cells: [Cell]) -> String {
        var output = ""
        var current = TextStyle()
        for cell in cells {
            if cell.style != current {
                output += cell.style.sgr
                current = cell.style
            }
            output.append(cell.character)
        }
        if current != TextStyle() {
            output += TextStyle().sgr
        }
        return output
    }
}
