import Foundation

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
        case .paste(let pasted):
            var admitted: [Character] = []
            for character in singleLine(pasted) where input.admits(character, intoTextOf: characters.count + admitted.count) {
                admitted.append(character)
            }
            characters.insert(contentsOf: admitted, at: cursor)
            cursor += admitted.count
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

    /// `pasted` as one line: each run of line breaks, tabs and other control characters inside it
    /// becomes one space, and spaces and breaks at either end are dropped.
    static func singleLine(_ pasted: String) -> String {
        let isBreak = { (character: Character) in
            character.unicodeScalars.contains { [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) }
        }
        return pasted.split(whereSeparator: isBreak).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
