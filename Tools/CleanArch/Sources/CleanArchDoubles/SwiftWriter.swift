/// Builds indented Swift source line by line.
final class SwiftWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends `text` at the current indentation; an empty string is an empty line.
    func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Appends `header {`, the body one level deeper, then `}`.
    func block(_ header: String, _ body: () -> Void) {
        line(header + " {")
        depth += 1
        body()
        depth -= 1
        line("}")
    }

    /// Appends `if condition { … } else { … }`.
    func ifElse(_ condition: String, _ then: () -> Void, else otherwise: () -> Void) {
        line("if \(condition) {")
        depth += 1
        then()
        depth -= 1
        line("} else {")
        depth += 1
        otherwise()
        depth -= 1
        line("}")
    }

    /// Appends the lines of `other`, indented to the current level.
    func append(_ other: SwiftWriter) {
        for text in other.lines {
            line(text)
        }
    }

    /// The source, newline-terminated.
    var text: String {
        lines.joined(separator: "\n") + "\n"
    }
}
