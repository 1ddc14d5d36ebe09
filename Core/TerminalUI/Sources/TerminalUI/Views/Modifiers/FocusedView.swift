/// Ties the controls inside its content to one value of a focus state.
struct FocusedView<Content: View, Value: Hashable>: View, PrimitiveView {
    typealias Body = Never
    let state: Binding<Value?>
    let value: Value
    let content: Content

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let state = state
        let value = value
        let binding = FocusBinding(
            isSelected: { state.wrappedValue == value },
            select: { state.wrappedValue = value },
            deselect: { state.wrappedValue = nil }
        )
        return context.binding(focusTo: binding) { content.resolve(in: context) }
    }
}

extension View {
    /// Ties this control's focus to `state` (SwiftUI's `focused(_:equals:)`): when focus comes to
    /// it, by a key or on its own, `state` becomes `value`, and when focus leaves for a control
    /// tied to no value, nil; when a view model sets `state` to `value`, focus moves here. A view
    /// model keeps `state` in its own state, so what it shows (its footer's keys) can follow focus.
    public func focused<Value: Hashable>(_ state: Binding<Value?>, equals value: Value) -> some View {
        FocusedView(state: state, value: value, content: self)
    }
}
