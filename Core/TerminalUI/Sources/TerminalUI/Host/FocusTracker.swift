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
    /// A control to return to on a screen shown again, and the controls shown with it then:
    /// taken as soon as it is on screen.
    private var restoring: (id: ControlID, order: [ControlID])?

    /// Keeps focus on the same control while it is on screen, enabled or not (a disabled control
    /// keeps focus and ignores keys until it is enabled again); when it vanishes, moves it to the
    /// nearest enabled control (by position where the old one was last seen, ties going forward),
    /// or to the first one. When the focused control vanished and the first control changed too,
    /// another screen is shown: focus starts on its first control.
    ///
    /// When `scope` changes, another screen is shown: where the user put focus is remembered for the
    /// old one, and a screen shown again gets that focus back (once that control is on screen);
    /// a new one, or one where the user left focus where it started, starts afresh.
    ///
    /// A control whose label changed in place (`Notifications (2 unread)` to `(1 unread)`, every
    /// other control the same) is the same control.
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
        if let restoring, let found = Self.find(restoring.id, in: order, seenIn: restoring.order) {
            // Focus comes back to where it was, but never by itself onto a destructive control.
            if controls.first(where: { $0.id == found })?.isDestructive == true {
                self.restoring = nil
            } else {
                focus(found)
                return
            }
        }
        if let focused, order.contains(focused) {
            // The tracker's own choice gives way to a `defaultFocus()` control that has arrived.
            if !isUsersChoice, let preferred = safe.first(where: \.isDefaultFocus), !(controls.first { $0.id == focused }?.isDefaultFocus ?? false) {
                self.focused = preferred.id
            }
            return
        }
        if let focused, let relabelled = Self.find(focused, in: order, seenIn: lastOrder) {
            self.focused = relabelled
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
    /// disabled focused control too); false if none can take focus. Unless `reachesEverything`
    /// (Tab and Shift-Tab, which cycle through every control), wrapping around the end never lands
    /// on a destructive control (↑ on the first control does not reach Log out at the bottom),
    /// unless nothing else can take focus.
    mutating func move(by offset: Int, in controls: [Control], reachesEverything: Bool = false) -> Bool {
        guard controls.contains(where: \.isEnabled) else { return false }
        let count = controls.count
        let step = offset > 0 ? 1 : -1
        let start = focused.flatMap { id in controls.firstIndex { $0.id == id } } ?? (offset > 0 ? -1 : count)
        var position = start
        var remaining = abs(offset)
        var wrapped = false
        for _ in 0..<(2 * count * abs(offset)) where remaining > 0 {
            wrapped = wrapped || !(0..<count).contains(position + step)
            position = ((position + step) % count + count) % count
            let control = controls[position]
            let skipped = !reachesEverything && wrapped && control.isDestructive && controls.contains { $0.isEnabled && !$0.isDestructive }
            if control.isEnabled, !skipped {
                remaining -= 1
            }
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

    /// `id` in `order`, or the control that took its place there: same kind and position, every
    /// other control as in `seen` (the order `id` was seen in).
    private static func find(_ id: ControlID, in order: [ControlID], seenIn seen: [ControlID]) -> ControlID? {
        if order.contains(id) { return id }
        guard order.count == seen.count, let index = seen.firstIndex(of: id), order[index].kind == id.kind,
              order.indices.allSatisfy({ $0 == index || order[$0] == seen[$0] })
        else { return nil }
        return order[index]
    }

    /// Leaves the screen shown for the one of `newScope`, remembering where focus was.
    private mutating func enter(_ newScope: AnyHashable?) {
        // Only where the user put focus is worth coming back to: the tracker's own choice (made
        // while the screen was still loading, say) would pin focus away from its content.
        if let scope {
            if let focused, isUsersChoice {
                memory.remember((focused, lastOrder), for: scope)
            } else {
                memory.forget(scope)
            }
        }
        scope = newScope
        restoring = newScope.flatMap(memory.recall)
        focused = nil
        isUsersChoice = false
    }
}
