/// A checkbox (`[x]` / `[ ]`) bound to a `Bool`; Space or Enter toggles it.
public struct Toggle: View {
    public typealias Body = Never
    let label: String
    let isOn: Binding<Bool>

    /// Creates a checkbox labelled `label` editing `isOn`.
    public init(_ label: String, isOn: Binding<Bool>) {
        self.label = label
        self.isOn = isOn
    }
}

extension Toggle: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let control = context.register(.toggle, label: label, behavior: .toggle(isOn))
        return [ToggleNode(control: control, label: label, isOn: isOn.wrappedValue)]
    }
}
