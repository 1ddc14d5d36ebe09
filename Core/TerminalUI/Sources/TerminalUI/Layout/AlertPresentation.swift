/// A presented alert: its text and its buttons, resolved separately from the content beneath.
@MainActor
struct AlertPresentation {
    /// The alert's buttons; activating one dismisses the alert, then runs the button's action.
    let controls: [Control]
    let isAnimating: Bool
    private let node: any LayoutNode
    private let isPresented: Binding<Bool>

    init<Actions: View>(title: String, message: String?, isPresented: Binding<Bool>, actions: Actions) {
        let context = ResolveContext()
        var buttons = actions.resolve(in: context)
        if context.controls.isEmpty {
            buttons += Button("OK") {}.resolve(in: context)
        }
        var rows: [any LayoutNode] = [TextNode(title, style: TextStyle(bold: true))]
        if let message, !message.isEmpty {
            rows.append(TextNode(message, style: TextStyle()))
        }
        rows.append(StackNode(axis: .horizontal, spacing: 2, children: buttons))
        node = BorderNode(
            child: PaddingNode(child: StackNode(axis: .vertical, spacing: 1, children: rows), horizontal: 1, vertical: 0),
            title: nil
        )
        controls = context.controls.map { control in
            guard case .button(let action) = control.behavior else { return control }
            return Control(id: control.id, isEnabled: control.isEnabled, behavior: .button {
                isPresented.wrappedValue = false
                action()
            })
        }
        isAnimating = context.isAnimating
        self.isPresented = isPresented
    }

    /// Closes the alert without running any action (Esc).
    func dismiss() {
        isPresented.wrappedValue = false
    }

    /// Lays out the alert box for a screen of `size`, at most 64 columns wide.
    func layout(in size: TerminalSize, context: LayoutContext) -> Block {
        node.layout(width: max(1, min(size.columns - 4, 64)), context: context)
    }
}
