/// A push button drawn as `[ Title ]`; Enter or Space runs its action.
///
/// Use `.disabled(_:)` to make it unfocusable and dimmed.
public struct Button: View {
    public typealias Body = Never
    let title: String
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Creates a button labelled `title` that runs `action` when activated; a `.destructive` one
    /// is red and never focused automatically.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.role = role
        self.action = action
    }
}

extension Button: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let control = context.register(.button, label: title, behavior: .button(action), isDestructive: role == .destructive)
        return [ButtonNode(control: control, title: title)]
    }
}
