/// Which edge of the screen a `safeAreaInset` pins its content to.
public enum VerticalEdge: Sendable {
    case top, bottom
}

/// Content with other content pinned to the top or bottom rows of the screen.
struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    typealias Body = Never
    let edge: VerticalEdge
    let content: Content
    let inset: Inset

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let insetNode = inset.resolveSingle(in: context)
        // Inside a box there are no screen edges: the inset stays where it is written.
        guard context.depth == 0 else {
            let nodes = content.resolve(in: context)
            return edge == .top ? [insetNode] + nodes : nodes + [insetNode]
        }
        switch edge {
        case .top: context.showHeader(insetNode)
        case .bottom: context.showFooter(insetNode)
        }
        return content.resolve(in: context)
    }
}

extension View {
    /// Pins `inset` to the top rows of the screen (under any banners) or its bottom rows (SwiftUI's
    /// `safeAreaInset(edge:)`): the content gets the rows between and scrolls within them, so a tab
    /// bar is never scrolled away.
    public func safeAreaInset(edge: VerticalEdge, @ViewBuilder content inset: () -> some View) -> some View {
        SafeAreaInsetView(edge: edge, content: self, inset: inset())
    }
}
