/// Single-line text editing: the behaviour of a focused `TextField`, with the readline keys
/// Ctrl-A (start), Ctrl-E (end) and Ctrl-U (delete to the start).
enum TextEditing {
    /// Applies `key` to `text` with the cursor at character offset `cursor`; returns whether the key is an editing key.
    /// Characters that `input` does not admit are swallowed without changing the text.
    static func apply(_ key: Key, to text: inout String, cursor: inout Int, input: TextInput = TextInput()) -> Bool {
        var characters = Array(text)
        cursor = min(max(0, cursor), characters.count)
        switch key {
        case .character(let character):
            guard input.admits(character, intoTextOf: characters.count) else { return true }
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .ctrl("a"): cursor = 0
        case .end, .ctrl("e"): cursor = characters.count
        case .ctrl("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        default: return false
        }
        text = String(characters)
        return true
    }
}
