/// Where focus was on the screens shown most recently, so a screen shown again gets it back.
///
/// Bounded: a long session pushes and pops many screens, and only recent ones are shown again.
struct FocusMemory {
    static let capacity = 32

    /// Oldest first.
    private var entries: [(scope: AnyHashable, control: (id: ControlID, order: [ControlID]))] = []

    /// Remembers the focused control of `scope` with the controls on screen then.
    mutating func remember(_ control: (id: ControlID, order: [ControlID]), for scope: AnyHashable) {
        entries.removeAll { $0.scope == scope }
        entries.append((scope, control))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// Forgets where focus was on `scope`.
    mutating func forget(_ scope: AnyHashable) {
        entries.removeAll { $0.scope == scope }
    }

    func recall(_ scope: AnyHashable) -> (id: ControlID, order: [ControlID])? {
        entries.last { $0.scope == scope }?.control
    }
}
