/// A link broken into lines at its separators, so a wrapped link never splits a parameter's name
/// or value where a separator is near: each line ends before a `&` or after the `?`.
enum LinkLines {
    /// `link` in lines of at most `width` characters; a part longer than a line is cut at the width.
    static func wrap(_ link: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        for part in parts(of: link) {
            if !line.isEmpty, line.count + part.count > width {
                lines.append(line)
                line = ""
            }
            line += part
            while line.count > width {
                lines.append(String(line.prefix(width)))
                line = String(line.dropFirst(width))
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The link's parts: up to and including the `?`, then each parameter with its leading `&`.
    private static func parts(of link: String) -> [String] {
        var parts: [String] = []
        var part = ""
        for character in link {
            if character == "&", !part.isEmpty {
                parts.append(part)
                part = ""
            }
            part.append(character)
            if character == "?" {
                parts.append(part)
                part = ""
            }
        }
        if !part.isEmpty { parts.append(part) }
        return parts
    }
}
