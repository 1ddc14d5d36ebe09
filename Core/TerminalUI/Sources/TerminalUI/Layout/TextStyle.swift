/// Visual attributes of a character cell, rendered as an SGR escape sequence.
struct TextStyle: Hashable {
    var bold = false
    var dim = false
    var underline = false
    var reverse = false
    var color: Color?

    /// The SGR sequence selecting exactly this style from any previous one.
    var sgr: String {
        var codes = [0]
        if bold { codes.append(1) }
        if dim { codes.append(2) }
        if underline { codes.append(4) }
        if reverse { codes.append(7) }
        if let color { codes.append(color.sgrCode) }
        return ANSI.sgr(codes)
    }
}
