/// A dependency `from` → `to` between two node ids of a ``ModuleGraph``.
public struct ModuleEdge: Hashable, Sendable, Comparable {
    public let from: String
    public let to: String
    /// The dependency violates the blueprint's dependency rules (see ``ModuleGraph``).
    public let isRuleBreaking: Bool
    /// Both ends lie in one strongly connected component (or the edge is a self-loop).
    public let isCycle: Bool

    init(from: String, to: String, isRuleBreaking: Bool, isCycle: Bool) {
        self.from = from
        self.to = to
        self.isRuleBreaking = isRuleBreaking
        self.isCycle = isCycle
    }

    /// By `from`, then `to`: the order every renderer emits.
    public static func < (lhs: ModuleEdge, rhs: ModuleEdge) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }
}
