/// What the generator needs to know about a type from its spelling alone.
enum TypeSpelling {
    private static let zeroes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "TimeInterval", "Decimal",
    ]

    /// A value every instance of `type` can start from, or nil when there is no obvious one.
    static func defaultValue(of type: String) -> String? {
        let type = type.trimmingSpaces
        if type == "Void" || type == "()" { return "()" }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
        if type == "Bool" { return "false" }
        if type == "String" || type == "Substring" { return "\"\"" }
        if zeroes.contains(type) { return "0" }
        if type.hasPrefix("Set<") || type.hasPrefix("Array<") { return "[]" }
        if type.hasPrefix("Dictionary<") { return "[:]" }
        if type.hasPrefix("["), type.hasSuffix("]") {
            return topLevelContains(":", in: String(type.dropFirst().dropLast())) ? "[:]" : "[]"
        }
        return nil
    }

    /// `type?`, parenthesised when the spelling needs it (`(() -> Void)?`, `(any P)?`).
    static func optional(_ type: String) -> String {
        needsParentheses(type) ? "(\(type))?" : "\(type)?"
    }

    /// `type` wrapped in parentheses when a postfix (`?`, `.Type`) would bind to the wrong part.
    static func needsParentheses(_ type: String) -> Bool {
        let type = type.trimmingSpaces
        return type.hasPrefix("any ") || type.hasPrefix("some ") || type.hasPrefix("@")
            || topLevelContains("->", in: type) || topLevelContains("&", in: type)
    }

    /// Whether `type` names any of `names` as an identifier (`[T]`, `T.Type`, `Box<T>`).
    static func mentions(_ names: Set<String>, in type: String) -> Bool {
        guard !names.isEmpty else { return false }
        var identifier = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
            } else {
                if names.contains(identifier) { return true }
                identifier = ""
            }
        }
        return false
    }

    /// How a value of `type` is stored when it mentions a method's generic parameters:
    /// `T.Type` becomes `Any.Type`, anything else generic or opaque becomes `Any`.
    static func erased(_ type: String, generics: Set<String>) -> String {
        let type = type.trimmingSpaces
        if type.hasPrefix("some ") { return "Any" }
        guard mentions(generics, in: type) else { return type }
        return type.hasSuffix(".Type") ? "Any.Type" : "Any"
    }

    /// Whether `needle` occurs outside brackets and parentheses. Scans UTF-8 bytes: every
    /// delimiter is ASCII, and no byte of a multi-byte character is.
    private static func topLevelContains(_ needle: String, in text: String) -> Bool {
        let needle = Array(needle.utf8)
        let bytes = Array(text.utf8)
        var depth = 0
        var index = 0
        while index < bytes.count {
            if depth == 0, bytes[index...].starts(with: needle) { return true }
            switch bytes[index] {
            case UInt8(ascii: "-") where bytes[(index + 1)...].first == UInt8(ascii: ">"):
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
            default: break
            }
            index += 1
        }
        return false
    }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }

    /// With the first character upper-cased: `email` → `Email`.
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
