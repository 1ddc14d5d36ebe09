/// A fixed number of digit boxes, `[1][2][3][ ][ ][ ]`, for a code received by email or SMS.
///
/// Keys while focused: digits fill the next box, Backspace clears the last one, other characters are
/// ignored. Typing the last digit runs `onComplete` with the code; so does Enter once all boxes are full
/// (without `onComplete`, Enter moves focus as in a `TextField`). The label identifies the field for focus; it is not drawn (put a `Text` beside it).
public struct OneTimeCodeField: View {
    public typealias Body = Never
    let label: String
    let code: Binding<String>
    let length: Int
    let onComplete: (@MainActor (String) -> Void)?

    /// Creates a field of `length` boxes editing `code`.
    public init(
        _ label: String,
        code: Binding<String>,
        length: Int = 6,
        onComplete: (@MainActor (String) -> Void)? = nil
    ) {
        self.label = label
        self.code = code
        self.length = max(1, length)
        self.onComplete = onComplete
    }
}

extension OneTimeCodeField: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let code = self.code
        let length = self.length
        let submit = onComplete.map { complete in
            { @MainActor in
                if code.wrappedValue.count >= length { complete(code.wrappedValue) }
            }
        }
        let input = TextInput(maxLength: length, digitsOnly: true, appendsOnly: true, onSubmit: submit, onFilled: onComplete)
        let control = context.register(.textField, label: label, behavior: .textField(code, input))
        return [CodeFieldNode(control: control, code: code.wrappedValue, length: length)]
    }
}
