/// A push button drawn as `[ Title ]`; Enter or Space runs its action.
///
/// Use `.disabled(_:)` to make it unfocusable and dimmed.
public struct Button: View {
    public typealias Body = Never
    let title: String
    let action: @MainActor () -> Void

    /// Creates a button labelled `title` that runs `action` when activated.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }
}

extension Button: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let control = context.register(.button, label: title, behavior: .button(action))
        return [ButtonNode(control: control, title: title)]
    }
}
