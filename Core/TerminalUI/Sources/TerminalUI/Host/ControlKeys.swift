/// What a focused control does with a key: toggles and buttons activate with Enter or Space,
/// text controls edit as their `TextInput` says, lists move their selection as `ListInput` says
/// and open (choose) the selected row with Enter or Space.
@MainActor
enum ControlKeys {
    enum Outcome {
        /// The control did not use the key.
        case ignored
        /// The control used the key.
        case handled
        /// Enter in a text control without a submit action: focus moves on.
        case focusNext
    }

    /// Applies `key` to `control`; `cursor` is the editing position in a text control (nil: the end of its text).
    static func handle(_ key: Key, on control: Control, cursor: inout Int?) -> Outcome {
        let activates = key == .enter || key == .character(" ")
        switch control.behavior {
        case .toggle(let isOn):
            guard activates else { return .ignored }
            isOn.wrappedValue.toggle()
            return .handled
        case .button(let action):
            guard activates else { return .ignored }
            action()
            return .handled
        case .textField(let text, let input):
            return edit(text, with: key, input: input, cursor: &cursor)
        case .list(let input):
            if activates, let onOpen = input.onOpen, input.count > 0 {
                onOpen(input.selection.wrappedValue)
                return .handled
            }
            guard let moved = input.movedSelection(by: key) else { return .ignored }
            if moved != input.selection.wrappedValue { input.selection.wrappedValue = moved }
            return .handled
        }
    }

    private static func edit(_ text: Binding<String>, with key: Key, input: TextInput, cursor: inout Int?) -> Outcome {
        if key == .enter {
            guard let onSubmit = input.onSubmit else { return .focusNext }
            onSubmit()
            return .handled
        }
        guard input.edits(with: key) else { return .ignored }
        let old = text.wrappedValue
        var value = old
        var position = input.appendsOnly ? value.count : cursor ?? value.count
        guard TextEditing.apply(key, to: &value, cursor: &position, input: input) else { return .ignored }
        cursor = position
        if value != old {
            text.wrappedValue = value
            if key.isText, value.count == input.maxLength {
                input.onFilled?(value)
            }
        }
        return .handled
    }
}
