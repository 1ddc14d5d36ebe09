/// The placeholders of a catalog string, in the order of their arguments: `@` for text, `lld`
/// for a whole number; positional ones (`%2$@`) take their place.
enum Placeholders {
    static func of(_ format: String) -> [String] {
        var found: [Int: String] = [:]
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            var index = next
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let position = Int(digits), position > 0 {
                index = position - 1
                rest = rest.dropFirst(digits.count + 1)
            }
            guard let specifier = ["@", "lld", "ld", "d"].first(where: { rest.hasPrefix($0) }) else { continue }
            found[index] = specifier == "@" ? "@" : "lld"
            next = index + 1
            rest = rest.dropFirst(specifier.count)
        }
        return found.sorted { $0.key < $1.key }.map(\.value)
    }
}
