extension View {
    /// Shows a centred modal box with `title`, `message` and the buttons from `actions` while `isPresented` is true.
    ///
    /// While shown, only its buttons take focus (Tab/arrows move between them). Activating a button sets
    /// `isPresented` to false, then runs the button's action; Esc just dismisses. Without buttons, an "OK" is shown.
    /// An alert is drawn over any sheet.
    public func alert<Actions: View>(
        _ title: String,
        isPresented: Binding<Bool>,
        message: String? = nil,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        let actions = actions()
        return ModalView(content: self, isPresented: isPresented) { context in
            .alert(title, message: message, isPresented: isPresented, actions: actions, over: context)
        }
    }
}

extension ModalPresentation {
    /// An alert box: bold title, optional message, its buttons in a row (Tab and Left/Right move
    /// between them), then its own footer of keys.
    static func alert(
        _ title: String,
        message: String?,
        isPresented: Binding<Bool>,
        actions: some View,
        over context: ResolveContext
    ) -> ModalPresentation {
        ModalPresentation(
            .alert,
            title: title,
            over: context,
            movesFocusSideways: true,
            onDismiss: { isPresented.wrappedValue = false },
            adjust: { control in
                guard case .button(let action) = control.behavior else { return control }
                return Control(id: control.id, isEnabled: control.isEnabled, behavior: .button {
                    isPresented.wrappedValue = false
                    action()
                }, isDestructive: control.isDestructive)
            },
            body: { layer in
                var buttons = actions.resolve(in: layer)
                if layer.controls.isEmpty {
                    buttons += Button(Strings.TerminalUI.Alert.okButton) {}.resolve(in: layer)
                }
                let text: [any LayoutNode] = message.flatMap { $0.isEmpty ? nil : [TextNode($0, style: TextStyle())] } ?? []
                let choosing = layer.controls.count > 1 ? [KeyHint("Tab/←→", Strings.TerminalUI.Alert.choose)] : []
                let hints = KeyHintsNode(hints: choosing + [KeyHint("Enter", Strings.TerminalUI.Alert.press), KeyHint("Esc", Strings.TerminalUI.Alert.cancel)])
                return text + [StackNode(axis: .horizontal, spacing: 2, children: buttons), hints]
            }
        )
    }
}
