/// Names the screen its content is, for focus to be remembered per screen.
struct FocusScopeView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let id: AnyHashable
    let content: Content

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        context.setFocusScope(id)
        return content.resolve(in: context)
    }
}

extension View {
    /// Marks this content as the screen `id` (a navigation host gives each screen it shows its own):
    /// when another screen replaces it, where focus was is remembered, and when it is shown again
    /// (the screen above it popped, its tab chosen again) focus returns there.
    public func focusScope(_ id: some Hashable) -> some View {
        FocusScopeView(id: AnyHashable(id), content: self)
    }
}
