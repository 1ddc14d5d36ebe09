/// An indeterminate spinner followed by a label; the spinner advances one frame per render.
///
/// While one is on screen, `TerminalApp` re-renders about ten times a second.
public struct ProgressView: View {
    public typealias Body = Never
    let label: String

    /// Creates a spinner with an optional label.
    public init(_ label: String = "") {
        self.label = label
    }
}

extension ProgressView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        context.markAnimating()
        return [SpinnerNode(label: label)]
    }
}
