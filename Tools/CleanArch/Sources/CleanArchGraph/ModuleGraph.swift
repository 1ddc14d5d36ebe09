import CleanArchModel

/// The dependency graph of a workspace, at package or target level, with the edges that break
/// the blueprint's rules and the cycles highlighted.
///
/// An edge is rule-breaking when `cleanarch check` reports a violation on it: on a manifest
/// entry that declares it (the `.package` dependency, or at target level the target dependency
/// or the `.package` dependency that brings its destination in), or on an `import` in the
/// source's files of a module the destination provides. The graph applies no rules of its own.
public struct ModuleGraph: Hashable, Sendable {
    /// The granularity of a graph.
    public enum Level: String, Codable, Sendable, CaseIterable {
        /// Nodes are packages; edges are `.package(path:)` dependencies.
        case package
        /// Nodes are targets (`Package/Target`); edges are target dependencies.
        case target
    }

    /// What the nodes stand for.
    public let level: Level
    /// Sorted by id.
    public let nodes: [ModuleNode]
    /// Sorted by `from`, then `to`; no duplicates.
    public let edges: [ModuleEdge]
    /// Each non-trivial strongly connected component (or self-looping node) as sorted node ids;
    /// the list is sorted.
    public let cycles: [[String]]

    /// Builds the graph of `workspace` at `level`, with the edges `violations` (the check's
    /// findings on the workspace) are reported on marked rule-breaking.
    public init(workspace: Workspace, level: Level, violations: [Violation]) {
        self = GraphBuilder(workspace: workspace, level: level, violations: violations).build()
    }

    /// `nodes` and `edges` must be sorted; `cycles` as documented.
    init(level: Level, nodes: [ModuleNode], edges: [ModuleEdge], cycles: [[String]]) {
        self.level = level
        self.nodes = nodes
        self.edges = edges
        self.cycles = cycles
    }
}
