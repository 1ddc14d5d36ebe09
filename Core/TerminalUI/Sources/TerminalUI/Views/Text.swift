/// Styled text; wraps at word boundaries to the available width and honours `\n`.
///
/// Like all text the kit draws, control characters from data (ESC, BEL, DEL, C1 controls) are shown
/// as visible symbols such as `␛`, never sent to the terminal.
public struct Text: View {
    public typealias Body = Never
    let content: String
    private var style = TextStyle()

    /// Creates text showing `content` verbatim.
    public init(_ content: String) {
        self.content = content
    }

    /// Draws the text in bold.
    public func bold() -> Text { with { $0.style.bold = true } }

    /// Draws the text dimmed (faint), for secondary information.
    public func dim() -> Text { with { $0.style.dim = true } }

    /// Draws the text in reverse video (swapped foreground and background), e.g. a selected tab.
    public func reversed() -> Text { with { $0.style.reverse = true } }

    /// Draws the text in `color`.
    public func foregroundColor(_ color: Color) -> Text { with { $0.style.color = color } }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var copy = self
        change(&copy)
        return copy
    }
}

extension Text: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        [TextNode(content, style: style)]
    }
}
