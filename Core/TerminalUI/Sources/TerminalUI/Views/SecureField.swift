/// A text field that shows `•` for each character and never the text, for passwords and PINs.
///
/// Edits like `TextField`. With `maxLength`, typing stops at that many characters; with
/// `digitsOnly`, characters other than `0`–`9` are ignored (e.g. a 6-digit PIN).
public struct SecureField: View {
    public typealias Body = Never
    let field: TextField

    /// Creates a masked field editing `text`, identified (for focus) by `label`, shown while empty;
    /// Enter runs `onSubmit` when given, and otherwise moves focus to the next element.
    public init(
        _ label: String,
        text: Binding<String>,
        maxLength: Int? = nil,
        digitsOnly: Bool = false,
        onSubmit: (@MainActor () -> Void)? = nil
    ) {
        let input = TextInput(isSecure: true, maxLength: maxLength.map { max(0, $0) }, digitsOnly: digitsOnly, onSubmit: onSubmit)
        field = TextField(label, text: text, input: input)
    }
}

extension SecureField: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        field.makeNodes(in: context)
    }
}
