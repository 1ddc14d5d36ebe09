/// What the host shows on a screen smaller than its `minimumSize`.
extension ViewHost {
    var isLargeEnough: Bool {
        size.columns >= minimumSize.columns && size.rows >= minimumSize.rows
    }

    /// A notice, wrapped to the width there is, asking for a larger window and saying how large.
    func tooSmallFrame() -> Frame {
        let notice = Strings.TerminalUI.Window.tooSmall(minimumSize.columns, minimumSize.rows, size.columns, size.rows)
        let text = TextNode(notice, style: TextStyle(bold: true))
        let block = text.layout(width: max(1, size.columns), context: LayoutContext(focused: nil, cursorIndex: nil, animationFrame: 0))
        return Frame(block: block.viewport(size), size: size)
    }
}
