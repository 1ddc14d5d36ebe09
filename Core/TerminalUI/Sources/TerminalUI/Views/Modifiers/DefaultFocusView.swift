/// Marks the controls inside its content as where focus starts on their screen.
struct DefaultFocusView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        context.preferringFocus { content.resolve(in: context) }
    }
}

extension View {
    /// Focus starts on the first control inside this view (SwiftUI's `defaultFocus`): when its
    /// screen appears, and when this content arrives later (data loaded after the first frame)
    /// while focus is still where the screen put it on its own. Once the user moves focus or uses
    /// the focused control, their choice stands.
    public func defaultFocus() -> some View {
        DefaultFocusView(content: self)
    }
}
