/// A screen's footer naming only the keys that work where focus is now, dimmed:
/// `"Enter: open · r: refresh · F1-F5: tabs"`. It follows focus as it moves, without the screen's help.
/// On a screen it is pinned to the bottom rows under a rule, so a short terminal never cuts it
/// (the content scrolls above it); inside an alert or sheet it stays where it is written.
/// Where several hints for the same keys work, the first one shows: put a control's own hint
/// (`KeyHint("Enter", "retry", .control("Retry"))`) before a general one (`KeyHint("Enter", "open", .button)`).
public struct KeyHints: View, PrimitiveView {
    public typealias Body = Never
    let hints: [KeyHint]

    /// A footer of `hints`, in this order; each shows while focus is where it works.
    public init(_ hints: [KeyHint]) {
        self.hints = hints
    }

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        guard context.depth == 0 else { return [KeyHintsNode(hints: hints)] }
        context.showFooter(FooterNode(child: KeyHintsNode(hints: hints)))
        return []
    }
}

/// Lays out the hints that work with the focused control, known only when the frame is drawn.
struct KeyHintsNode: LayoutNode {
    let hints: [KeyHint]

    func layout(width: Int, context: LayoutContext) -> Block {
        var keys = Set<String>()
        let shown = hints
            .filter { $0.works(with: context.focused) && keys.insert($0.keys).inserted }
            .map { "\($0.keys): \($0.action)" }
        return TextNode(Self.lines(shown, width: width).joined(separator: "\n"), style: TextStyle(dim: true)).layout(width: width, context: context)
    }

    /// `hints` joined by ` · ` into lines of at most `width` columns, broken only between hints, so
    /// a key never ends one line while its action starts the next (a hint wider than a line wraps alone).
    nonisolated static func lines(_ hints: [String], width: Int) -> [String] {
        var lines: [String] = []
        for hint in hints {
            if let last = lines.last, DisplayWidth.of(last) + DisplayWidth.of(" · ") + DisplayWidth.of(hint) <= width {
                lines[lines.count - 1] = last + " · " + hint
            } else {
                lines.append(hint)
            }
        }
        return lines
    }
}
