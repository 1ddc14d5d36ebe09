/// A full-width highlighted bar of at most two lines; longer text is cut short with `…`.
struct BannerNode: LayoutNode {
    static let maximumLines = 2

    let text: String
    let style: BannerStyle

    func layout(width: Int, context: LayoutContext) -> Block {
        let inner = max(1, width - 2)
        var lines = TextWrap.lines(text, width: inner)
        if lines.count > Self.maximumLines {
            lines = Array(lines.prefix(Self.maximumLines))
            lines[Self.maximumLines - 1] = String(lines[Self.maximumLines - 1].prefix(inner - 1)) + "…"
        }
        let look = TextStyle(bold: true, reverse: true, color: style.color)
        return Block(lines: lines.map { line in
            Cell.row(" " + line + String(repeating: " ", count: max(0, width - 1 - line.count)), style: look)
        })
    }
}
