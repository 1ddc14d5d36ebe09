/// Which control has focus, kept by identity across renders.
struct FocusTracker {
    private(set) var focused: ControlID?
    /// Control order at the last reconcile, to find where a vanished control used to be.
    private var lastOrder: [ControlID] = []
    /// Whether the user put focus where it is (moved it, or used the focused control), rather
    /// than the tracker: only the tracker's own choice gives way to a `defaultFocus()` control.
    private var isUsersChoice = false
    /// The screen shown (`focusScope(_:)`), and where focus was on screens shown before.
    private var scope: AnyHashable?
    private var memory = FocusMemory()
    /// A control to return to on a screen shown again, taken as soon as it is on screen.
    private var restoring: ControlID?

    /// Keeps focus on the same control while it is on screen, enabled or not (a disabled control
    /// keeps focus and ignores keys until it is enabled again); when it vanishes, moves it to the
    /// nearest enabled control (by position where the old one was last seen, ties going forward),
    /// or to the first one. When the focused control vanished and the first control changed too,
    /// another screen is shown: focus starts on its first control.
    ///
    /// When `scope` changes, another screen is shown: where focus was is remembered for the old one,
    /// and a screen shown again gets its focus back (once that control is on screen); a new one starts afresh.
    ///
    /// A destructive control is never chosen here: focus stays where the user put it (Tab), but
    /// moves on its own only to other controls, and to none when only destructive ones are enabled.
    /// Where a screen marks controls with `defaultFocus()`, its first one is chosen before the
    /// others, also when it arrives while the focus is still the tracker's own choice.
    mutating func reconcile(with controls: [Control], scope newScope: AnyHashable? = nil) {
        let order = controls.map(\.id)
        let safe = controls.filter { $0.isEnabled && !$0.isDestructive }
        let choosable = safe.filter(\.isDefaultFocus).map(\.id) + safe.filter { !$0.isDefaultFocus }.map(\.id)
        defer { lastOrder = order }
        if newScope != scope {
            enter(newScope)
        }
        if let restoring, order.contains(restoring) {
            focus(restoring)
            return
        }
        if let focused, order.contains(focused) {
            // The tracker's own choice gives way to a `defaultFocus()` control that has arrived.
            if !isUsersChoice, let preferred = safe.first(where: \.isDefaultFocus), !(controls.first { $0.id == focused }?.isDefaultFocus ?? false) {
                self.focused = preferred.id
            }
            return
        }
        isUsersChoice = false
        guard let focused, order.first == lastOrder.first,
              let anchor = lastOrder.firstIndex(of: focused)
        else {
            self.focused = choosable.first
            return
        }
        let distance = { (position: Int) in (abs(position - anchor), position < anchor ? 1 : 0) }
        let nearest = safe.map(\.id)
            .compactMap { id in lastOrder.firstIndex(of: id).map { (id: id, rank: distance($0)) } }
            .min { $0.rank < $1.rank }
        self.focused = nearest?.id ?? choosable.first
    }

    /// Moves focus `offset` steps through the enabled controls from where it is, wrapping (from a
    /// disabled focused control too); false if none can take focus.
    mutating func move(by offset: Int, in controls: [Control]) -> Bool {
        guard controls.contains(where: \.isEnabled) else { return false }
        let count = controls.count
        let step = offset > 0 ? 1 : -1
        var position = focused.flatMap { id in controls.firstIndex { $0.id == id } } ?? (offset > 0 ? -1 : count)
        var remaining = abs(offset)
        while remaining > 0 {
            position = ((position + step) % count + count) % count
            if controls[position].isEnabled { remaining -= 1 }
        }
        focus(controls[position].id)
        return true
    }

    /// Focuses `id` directly, as the user's choice.
    mutating func focus(_ id: ControlID) {
        focused = id
        restoring = nil
        isUsersChoice = true
    }

    /// Records that the user used the focused control (typed in it, toggled it), so its focus stands.
    mutating func confirmUsersChoice() {
        isUsersChoice = true
    }

    /// Leaves the screen shown for the one of `newScope`, remembering where focus was.
    private mutating func enter(_ newScope: AnyHashable?) {
        if let scope, let focused {
            memory.remember(focused, for: scope)
        }
        scope = newScope
        restoring = newScope.flatMap(memory.recall)
        focused = nil
        isUsersChoice = false
    }
}
