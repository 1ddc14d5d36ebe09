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
}
