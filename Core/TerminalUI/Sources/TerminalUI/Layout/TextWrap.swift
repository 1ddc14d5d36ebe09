/// Word-wrapping for plain text.
enum TextWrap {
    /// Splits `text` into lines of at most `width` columns (`DisplayWidth`): explicit newlines (LF or CR LF) are kept,
    /// lines break at spaces, and words longer than `width` are split, a link after its `?` or
    /// before an `&` where the line holds one, so a parameter's name and value stay together.
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        return paragraphs.flatMap { paragraph in
            wrapParagraph(paragraph, width: width)
        }
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        if DisplayWidth.of(paragraph) <= width { return [String(paragraph)] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var word = word
            if !current.isEmpty, DisplayWidth.of(current) + 1 + DisplayWidth.of(word) <= width {
                current += " " + word
                continue
            }
            if !current.isEmpty { lines.append(current) }
            while DisplayWidth.of(word) > width {
                // At least one character per line, even one wider than the line.
                let head = DisplayWidth.prefix(word, width: width)
                let cut = head.isEmpty ? word.prefix(1) : linkBreak(in: head, of: word) ?? head
                lines.append(String(cut))
                word = word.dropFirst(cut.count)
            }
            current = String(word)
        }
        lines.append(current)
        return lines
    }

    /// The longest non-empty start of `head` (the start of `word` that fits a line) that ends after
    /// a `?` or before an `&`; nil when none does.
    private static func linkBreak(in head: Substring, of word: Substring) -> Substring? {
        if head.endIndex < word.endIndex, word[head.endIndex] == "&" { return head }
        guard let separator = head.indices.last(where: { head[$0] == "?" || (head[$0] == "&" && $0 > head.startIndex) }) else {
            return nil
        }
        return head[separator] == "?" ? head[...separator] : head[..<separator]
    }
}
