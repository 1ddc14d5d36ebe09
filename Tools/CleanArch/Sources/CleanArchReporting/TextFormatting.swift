import CleanArchModel

/// Escaping and small formatting helpers shared by the renderers.
extension String {
    /// Line breaks replaced by spaces, for formats with one item per line.
    var singleLine: String {
        split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Escaped for a GitHub workflow command's message.
    var githubDataEscaped: String {
        replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Escaped for a GitHub workflow command's property value.
    var githubPropertyEscaped: String {
        replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    /// Escaped for XML text; `inAttribute` also keeps line breaks and tabs from being normalized.
    /// Characters XML 1.0 cannot represent become U+FFFD.
    func xmlEscaped(inAttribute: Bool) -> String {
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n", "\r", "\t":
                if inAttribute { escaped += "&#\(scalar.value);" } else { escaped.unicodeScalars.append(scalar) }
            case _ where scalar.value < 0x20 || scalar == "\u{FFFE}" || scalar == "\u{FFFF}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Escaped for GitHub-flavoured markdown text and table cells. Balanced backticks stay code
    /// spans, in which only `|` is escaped; elsewhere markup characters are backslash-escaped.
    /// Line breaks become `<br>` (a space in code).
    var markdownEscaped: String {
        let segments = split(separator: "`", omittingEmptySubsequences: false)
        // An odd count of backticks, one of them unpaired: no code spans.
        guard segments.count % 2 == 1 else { return Self.markdownEscaped(self[...], inCode: false) }
        return segments.enumerated()
            .map { Self.markdownEscaped($1, inCode: !$0.isMultiple(of: 2)) }
            .joined(separator: "`")
    }

    private static func markdownEscaped(_ text: Substring, inCode: Bool) -> String {
        var escaped = ""
        for character in text {
            if character.isNewline {
                escaped += inCode ? " " : "<br>"
            } else {
                if character == "|" || (!inCode && "\\`*_[]<>&~".contains(character)) { escaped += "\\" }
                escaped.append(character)
            }
        }
        return escaped
    }

    private func replacingScalars(_ replacements: [Unicode.Scalar: String]) -> String {
        var replaced = ""
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] {
                replaced += replacement
            } else {
                replaced.unicodeScalars.append(scalar)
            }
        }
        return replaced
    }
}

extension [String] {
    /// Each line followed by a newline; empty for no lines.
    var joinedAsLines: String {
        map { $0 + "\n" }.joined()
    }
}

extension SourceLocation {
    /// `path:line:column`.
    var position: String { "\(file):\(line):\(column)" }
}

/// `1 error`, `2 errors`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
