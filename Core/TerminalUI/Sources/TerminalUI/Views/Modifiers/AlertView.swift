/// Presents a modal alert over its content while `isPresented` is true.
struct AlertView<Content: View, Actions: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let title: String
    let message: String?
    let isPresented: Binding<Bool>
    let actions: Actions

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let nodes = content.resolve(in: context)
        if isPresented.wrappedValue {
            context.present(AlertPresentation(title: title, message: message, isPresented: isPresented, actions: actions))
        }
        return nodes
    }
}

extension View {
    /// Shows a centred modal box with `title`, `message` and the buttons from `actions` while `isPresented` is true.
    ///
    /// While shown, only its buttons take focus (Tab/arrows move between them). Activating a button sets
    /// `isPresented` to false, then runs the button's action; Esc just dismisses. Without buttons, an "OK" is shown.
    public func alert<Actions: View>(
        _ title: String,
        isPresented: Binding<Bool>,
        message: String? = nil,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        AlertView(content: self, title: title, message: message, isPresented: isPresented, actions: actions())
    }
}
