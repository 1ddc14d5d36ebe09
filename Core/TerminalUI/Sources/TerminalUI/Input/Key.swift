/// A key press decoded from terminal input.
public enum Key: Hashable, Sendable {
    /// A printable character (possibly multi-byte UTF-8).
    case character(Character)
    case enter
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    case backspace
    case delete
    case up, down, left, right
    case home, end
    case pageUp, pageDown
    case escape
    /// A function key: F1 is `.function(1)`.
    case function(Int)
    /// A control combination, by lowercase letter: Ctrl-C is `.ctrl("c")`.
    case ctrl(Character)
    /// Text the terminal pasted (bracketed paste), exactly as it arrived: never keys.
    case paste(String)
}

extension Key {
    /// Whether the key is text for a field: a typed character or a paste.
    var isText: Bool {
        switch self {
        case .character, .paste: true
        default: false
        }
    }

    /// Whether the key is a paste.
    public var isPaste: Bool {
        if case .paste = self { true } else { false }
    }
}
