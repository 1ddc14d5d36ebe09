/// The kinds of focusable element.
enum ControlKind: Hashable {
    case textField, toggle, button
}

/// Identity of a control across renders: kind, label (or placeholder) and occurrence among equals.
struct ControlID: Hashable {
    let kind: ControlKind
    let label: String
    let occurrence: Int
}

/// What a control does with keys.
enum ControlBehavior {
    /// Edits the bound text as `input` says (text, secure and one-time-code fields).
    case textField(Binding<String>, TextInput)
    case toggle(Binding<Bool>)
    case button(@MainActor () -> Void)
}

/// A focusable element found while resolving the view tree, in layout order.
struct Control {
    let id: ControlID
    let isEnabled: Bool
    let behavior: ControlBehavior
}
