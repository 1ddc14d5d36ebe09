/// Keeps `focused(_:equals:)` bindings and the content's focus in step, both ways.
extension ViewHost {
    /// Moves focus to the control a view model's focus state names, if the state changed since the
    /// last sync; then writes where focus is back into the states.
    /// A state naming a control not on screen yet (rows still loading) is left as it is, and focus
    /// moves when that control arrives.
    func syncFocusBindings(_ controls: [Control]) {
        let focused = focus.content.focused
        if let wanted = controls.first(where: { $0.focusBinding?.isSelected() == true })?.id,
           wanted != boundFocus, wanted != focused {
            focus.content.focus(wanted)
        } else if let focused, focused == boundFocus,
                  controls.first(where: { $0.id == focused })?.focusBinding?.isSelected() == false {
            return
        }
        writeFocusBindings(controls)
    }

    /// Makes every focus state name the focused control if it is tied to one, and nothing otherwise.
    /// Called after each focus change, so the next sync sees only the view model's own changes.
    func writeFocusBindings(_ controls: [Control]) {
        let focused = focus.content.focused
        for control in controls where control.id != focused && control.focusBinding?.isSelected() == true {
            control.focusBinding?.deselect()
        }
        let tied = controls.first { $0.id == focused && $0.focusBinding != nil }
        if let binding = tied?.focusBinding, !binding.isSelected() {
            binding.select()
        }
        boundFocus = tied?.id
    }
}
