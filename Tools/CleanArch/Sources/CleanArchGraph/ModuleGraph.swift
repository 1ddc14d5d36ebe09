import CleanArchModel

/// The dependency graph of a workspace, at package or target level, with the edges that break
/// the blueprint's dependency rules and the cycles highlighted.
///
/// An edge is rule-breaking when, between different packages and not from a test target:
/// an API depends on anything but an API, a core package or an allowed platform package
/// (`allowedPlatformPackages`/`allowedPlatformModules`); an API depends on the DI library
/// (`diLibraries`); an Impl depends on an Impl; a screen depends on a repository Impl or on
/// the data layer; a use case depends on a screen, on the data layer, or on an external
/// package or product listed in `forbiddenInUseCases` (case-insensitive).
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

    /// Builds the graph of `workspace` at `level`.
    public init(workspace: Workspace, level: Level) {
        self = GraphBuilder(workspace: workspace, level: level).build()
    }

    /// `nodes` and `edges` must be sorted; `cycles` as documented.
    init(level: Level, nodes: [ModuleNode], edges: [ModuleEdge], cycles: [[String]]) {
        self.level = level
        self.nodes = nodes
        self.edges = edges
        self.cycles = cycles
    }
}
