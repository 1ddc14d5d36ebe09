/// Which control has focus, kept by identity across renders.
struct FocusTracker {
    private(set) var focused: ControlID?
    /// Control order at the last reconcile, to find where a vanished control used to be.
    private var lastOrder: [ControlID] = []
    /// While no control is enabled (e.g. during a request): the control focused before, and the
    /// controls on screen then.
    private var parked: (id: ControlID, order: [ControlID])?
    /// Whether the user put focus where it is (moved it, or used the focused control), rather
    /// than the tracker: only the tracker's own choice gives way to a `defaultFocus()` control.
    private var isUsersChoice = false

    /// Keeps focus on the same control while it exists and is enabled; otherwise moves it to the
    /// nearest enabled control (by position where the old one is or was last seen, ties going forward),
    /// or to the first one. When the focused control vanished and the first control changed too,
    /// another screen is shown: focus starts on its first control.
    ///
    /// While no control is enabled nothing has focus, but the focused control is remembered: when
    /// controls are enabled again on the same screen (all the controls seen then still there), focus
    /// goes back to it, or to its nearest enabled neighbour. On another screen it starts on the first control.
    ///
    /// A destructive control is never chosen here: focus stays where the user put it (Tab), but
    /// moves on its own only to other controls, and to none when only destructive ones are enabled.
    /// Where a screen marks controls with `defaultFocus()`, its first one is chosen before the
    /// others, also when it arrives while the focus is still the tracker's own choice.
    mutating func reconcile(with controls: [Control]) {
        let order = controls.map(\.id)
        let enabled = controls.filter(\.isEnabled).map(\.id)
        let safe = controls.filter { $0.isEnabled && !$0.isDestructive }
        let choosable = safe.filter(\.isDefaultFocus).map(\.id) + safe.filter { !$0.isDefaultFocus }.map(\.id)
        defer { lastOrder = order }
        if enabled.isEmpty {
            if let focused { parked = (focused, order) }
            focused = nil
            return
        }
        if let parked {
            self.parked = nil
            focused = parked.order.allSatisfy(order.contains) ? parked.id : nil
        }
        if let focused, enabled.contains(focused) {
            // The tracker's own choice gives way to a `defaultFocus()` control that has arrived.
            if !isUsersChoice, let preferred = safe.first(where: \.isDefaultFocus), !(controls.first { $0.id == focused }?.isDefaultFocus ?? false) {
                self.focused = preferred.id
            }
            return
        }
        isUsersChoice = false
        if let focused, !order.contains(focused), order.first != lastOrder.first {
            self.focused = choosable.first
            return
        }
        guard let focused,
              let reference = [order, lastOrder].first(where: { $0.contains(focused) }),
              let anchor = reference.firstIndex(of: focused)
        else {
            self.focused = choosable.first
            return
        }
        let distance = { (position: Int) in (abs(position - anchor), position < anchor ? 1 : 0) }
        let nearest = safe.map(\.id)
            .compactMap { id in reference.firstIndex(of: id).map { (id: id, rank: distance($0)) } }
            .min { $0.rank < $1.rank }
        self.focused = nearest?.id ?? choosable.first
    }

    /// Moves focus `offset` steps through the enabled controls, wrapping; false if none can take focus.
    mutating func move(by offset: Int, in controls: [Control]) -> Bool {
        let enabled = controls.filter(\.isEnabled).map(\.id)
        guard !enabled.isEmpty else { return false }
        let current = focused.flatMap(enabled.firstIndex(of:)) ?? (offset > 0 ? -1 : 0)
        let count = enabled.count
        focused = enabled[((current + offset) % count + count) % count]
        isUsersChoice = true
        return true
    }

    /// Focuses `id` directly, as the user's choice.
    mutating func focus(_ id: ControlID) {
        focused = id
        parked = nil
        isUsersChoice = true
    }

    /// Records that the user used the focused control (typed in it, toggled it), so its focus stands.
    mutating func confirmUsersChoice() {
        isUsersChoice = true
    }
}
