/// The kinds of focusable element.
enum ControlKind: Hashable {
    case textField, toggle, button, list
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
    /// Moves the selection of a list and opens the selected row.
    case list(ListInput)
}

/// What a focused list does with keys: ↑/↓ and k/j move the selection by one row, PgUp/PgDn by a
/// page, Home/End to the ends; Enter or Space opens the selected row.
struct ListInput {
    let selection: Binding<Int>
    let count: Int
    let pageSize: Int
    let onOpen: (@MainActor (Int) -> Void)?

    /// The selection after `key`, or nil when the key is not a list key.
    @MainActor
    func movedSelection(by key: Key) -> Int? {
        let current = selection.wrappedValue
        let target: Int
        switch key {
        case .up, .character("k"): target = current - 1
        case .down, .character("j"): target = current + 1
        case .pageUp: target = current - pageSize
        case .pageDown: target = current + pageSize
        case .home: target = 0
        case .end: target = count - 1
        default: return nil
        }
        return min(max(0, target), max(0, count - 1))
    }
}

/// A focusable element found while resolving the view tree, in layout order.
struct Control {
    let id: ControlID
    let isEnabled: Bool
    let behavior: ControlBehavior
    /// Never focused automatically (`ButtonRole.destructive`).
    var isDestructive = false
    /// Where focus starts on its screen (`defaultFocus()`).
    var isDefaultFocus = false
    /// The focus state this control is tied to (`focused(_:equals:)`).
    var focusBinding: FocusBinding?
}
