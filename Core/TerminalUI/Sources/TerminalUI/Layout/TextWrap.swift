/// Word-wrapping for plain text.
enum TextWrap {
    /// Splits `text` into lines of at most `width` characters: explicit newlines (LF or CR LF) are kept,
    /// lines break at spaces, and words longer than `width` are split.
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        return paragraphs.flatMap { paragraph in
            wrapParagraph(paragraph, width: width)
        }
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        if paragraph.count <= width { return [String(paragraph)] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var word = word
            if !current.isEmpty, current.count + 1 + word.count <= width {
                current += " " + word
                continue
            }
            if !current.isEmpty { lines.append(current) }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            current = String(word)
        }
        lines.append(current)
        return lines
    }
}
