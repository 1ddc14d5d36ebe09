/// Visual attributes of a character cell, rendered as an SGR escape sequence.
struct TextStyle: Hashable {
    var bold = false
    var dim = false
    var underline = false
    var reverse = false
    var color: Color?
    /// A picture's pixel colours: the upper half-block's and the lower's.
    var foreground: RGBColor?
    var background: RGBColor?

    /// The SGR sequence selecting exactly this style from any previous one, for this terminal.
    var sgr: String { sgr(depth: .current) }

    /// The SGR sequence selecting exactly this style, with pixel colours in `depth`.
    func sgr(depth: ColorDepth) -> String {
        var codes = [0]
        if bold { codes.append(1) }
        if dim { codes.append(2) }
        if underline { codes.append(4) }
        if reverse { codes.append(7) }
        if let color { codes.append(color.sgrCode) }
        if let foreground { codes += foreground.sgrCodes(background: false, depth: depth) }
        if let background { codes += background.sgrCodes(background: true, depth: depth) }
        return ANSI.sgr(codes)
    }
}
