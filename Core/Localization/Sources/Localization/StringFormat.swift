/// Fills a catalog string's placeholders as `String(format:)` does for the specifiers String
/// Catalogs use: `%@`, `%lld`, `%d`, their positional forms (`%1$@`, `%2$lld`) and `%%`. A
/// placeholder without its argument stays as written, so a broken translation shows, never traps.
enum StringFormat {
    static func fill(_ format: String, with arguments: [FormatArgument]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            guard let (position, length) = placeholder(at: rest) else {
                result += "%"
                continue
            }
            let index = position.map { $0 - 1 } ?? next
            next = index + 1
            if arguments.indices.contains(index) {
                switch arguments[index] {
                case .text(let text): result += text
                case .number(let number): result += String(number)
                }
            } else {
                result += "%" + rest.prefix(length)
            }
            rest = rest.dropFirst(length)
        }
        return result + rest
    }

    /// The placeholder `text` starts with (after its `%`): its 1-based position, if given, and its length.
    static func placeholder(at text: Substring) -> (position: Int?, length: Int)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        var position: Int?
        var rest = text
        if !digits.isEmpty, text.dropFirst(digits.count).first == "$", let number = Int(digits), number > 0 {
            position = number
            rest = text.dropFirst(digits.count + 1)
        }
        for specifier in ["@", "lld", "ld", "d"] where rest.hasPrefix(specifier) {
            return (position, text.count - rest.count + specifier.count)
        }
        return nil
    }
}
