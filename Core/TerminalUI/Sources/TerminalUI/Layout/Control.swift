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
    case textField(Binding<String>)
    case toggle(Binding<Bool>)
    case button(@MainActor () -> Void)
}

/// A focusable element found while resolving the view tree, in layout order.
struct Control {
    let id: ControlID
    let isEnabled: Bool
    let behavior: ControlBehavior
}
