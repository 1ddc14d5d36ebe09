import ArgumentParser
import CleanArchGraph
import CleanArchModel
import CleanArchParsing
import CleanArchRules

/// `cleanarch graph [PATH]`: the module graph, clustered by feature and layer, with
/// rule-breaking edges and cycles highlighted.
struct GraphCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the module graph as Graphviz dot, Mermaid (renders on GitHub) or JSON.",
        discussion: "Edges `cleanarch check` reports a violation on (the dependency, or an import through it) are red; "
            + "cycle edges are bold and labelled. Filters combine."
    )

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Output format: dot, mermaid or json.")
    var format: GraphFormat = .mermaid

    @Option(help: "Nodes are packages or targets.")
    var level: ModuleGraph.Level = .package

    @Option(help: "Keep this feature's nodes and their direct neighbours.")
    var feature: String?

    @Option(name: .customLong("kind"), help: "Keep only nodes of this kind: api, impl, testDoubles, test, external, other (repeatable).")
    var kinds: [ModuleNode.Category] = []

    @Option(help: "Keep only what this node depends on, directly or not (a package, target or id).")
    var source: String?

    @Option(help: "Keep only what depends on this node, directly or not.")
    var sink: String?

    func execute() throws -> CommandResult {
        let result: LoadResult
        switch workspace.load() {
        case .success(let value): result = value
        case .failure(let failure): return failure.result
        }
        let loaded = result.workspace
        let filter = GraphFilter(feature: feature, roles: Set(kinds), source: source, sink: sink)
        do {
            let violations = RuleEngine().check(loaded)
            let graph = try ModuleGraph(workspace: loaded, level: level, violations: violations).filtered(by: filter)
            return CommandResult(standardOutput: format.render(graph), standardError: result.diagnostics.lines,
                                 exitCode: result.diagnostics.exitCode(0))
        } catch {
            return .failure("error: \(error)")
        }
    }
}

extension GraphFormat: ExpressibleByArgument {}
extension ModuleGraph.Level: ExpressibleByArgument {}
extension ModuleNode.Category: ExpressibleByArgument {}
