/// The ANSI/VT escape sequences the kit writes.
enum ANSI {
    static let clearScreen = "\u{1B}[2J"
    static let clearToEndOfLine = "\u{1B}[K"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// DECSET 2004: the terminal marks pasted text, so a paste is never taken for keys.
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"

    /// Select Graphic Rendition with the given parameters.
    static func sgr(_ codes: [Int]) -> String {
        "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
    }

    /// Moves the cursor to a zero-based position (the sequence itself is one-based).
    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }

    /// `text` without escape sequences (CSI sequences and two-character escapes).
    static func stripped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.append(scalar)
                continue
            }
            guard scalars.next() == "[" else { continue }
            while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
        }
        return String(result)
    }
}
