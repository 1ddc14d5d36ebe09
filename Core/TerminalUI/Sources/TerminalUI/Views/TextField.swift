/// A single-line editable text field bound to a `String`.
///
/// Keys while focused: printable characters insert at the cursor, Backspace/Delete remove,
/// Left/Right/Home/End move the cursor, Enter runs `onSubmit` if given and otherwise moves focus
/// to the next element. The placeholder is shown dimmed while the text is empty.
public struct TextField: View {
    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>
    private var input: TextInput

    /// Creates a field editing `text`, identified (for focus) by its `placeholder`;
    /// Enter runs `onSubmit` when given.
    public init(_ placeholder: String, text: Binding<String>, onSubmit: (@MainActor () -> Void)? = nil) {
        self.init(placeholder, text: text, input: TextInput(onSubmit: onSubmit))
    }

    init(_ placeholder: String, text: Binding<String>, input: TextInput) {
        self.placeholder = placeholder
        self.text = text
        self.input = input
    }

    /// Masks the characters with `•`, for passwords.
    public func secure(_ isSecure: Bool = true) -> TextField {
        var copy = self
        copy.input.isSecure = isSecure
        return copy
    }
}

extension TextField: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let control = context.register(.textField, label: placeholder, behavior: .textField(text, input))
        return [TextFieldNode(control: control, placeholder: placeholder, text: text.wrappedValue, isSecure: input.isSecure)]
    }
}
