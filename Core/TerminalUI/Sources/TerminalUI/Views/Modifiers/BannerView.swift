/// Shows a banner across the top of the screen over its content.
struct BannerView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: String?
    let style: BannerStyle

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let nodes = content.resolve(in: context)
        if let text, !text.isEmpty {
            context.showBanner(BannerNode(text: text, style: style))
        }
        return nodes
    }
}

extension View {
    /// While `text` is non-nil and non-empty, draws it as a highlighted bar of one or two lines across
    /// the top of the screen, above the content (which moves down) and over any modal box (e.g. "Demo inbox: your code is 123456").
    /// A banner takes no focus and no keys; several are stacked in tree order.
    public func banner(_ text: String?, style: BannerStyle = .info) -> some View {
        BannerView(content: self, text: text, style: style)
    }
}
