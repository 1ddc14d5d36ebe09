import CleanArchModel
import Foundation

/// Graphviz: a cluster per feature, nested clusters per layer when a feature spans several.
struct DotRenderer {
    func render(_ graph: ModuleGraph) -> String {
        let clusters = GraphClusters(graph)
        var lines = [
            "digraph cleanarch {", "  rankdir=LR;", "  fontname=\"Helvetica\";",
            "  node [fontname=\"Helvetica\"];", "  edge [fontname=\"Helvetica\"];",
        ]
        for cluster in clusters.clusters {
            lines.append("  subgraph \(cluster.id) {")
            lines.append("    label=\(quoted(cluster.feature));")
            if cluster.layers.count == 1 {
                lines += cluster.layers[0].nodes.map { "    " + statement(for: $0) }
            } else {
                for group in cluster.layers {
                    lines.append("    subgraph \(cluster.id)_\(group.layer.rawValue) {")
                    lines.append("      label=\(quoted(group.layer.title));")
                    lines += group.nodes.map { "      " + statement(for: $0) }
                    lines.append("    }")
                }
            }
            lines.append("  }")
        }
        lines += clusters.unclustered.map { "  " + statement(for: $0) }
        lines += graph.edges.map { "  " + statement(for: $0) }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func statement(for node: ModuleNode) -> String {
        "\(quoted(node.id)) [label=\(quoted(node.label)), \(attributes(for: node.category))];"
    }

    private func statement(for edge: ModuleEdge) -> String {
        let arrow = "\(quoted(edge.from)) -> \(quoted(edge.to))"
        if edge.isCycle { return arrow + " [color=red, style=bold, label=\"cycle\"];" }
        if edge.isRuleBreaking { return arrow + " [color=red];" }
        return arrow + ";"
    }

    private func attributes(for category: ModuleNode.Category) -> String {
        switch category {
        case .api: "shape=box, style=rounded"
        case .impl: "shape=box"
        case .testDoubles: "shape=box, style=\"rounded,dashed\""
        case .test: "shape=note"
        case .other: "shape=component"
        case .external: "shape=ellipse, style=dashed"
        }
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension Role.Layer {
    /// A cluster label.
    fileprivate var title: String {
        switch self {
        case .useCase: "Use cases"
        case .repository: "Repositories"
        case .screen: "Presentation"
        case .coordinator: "Coordinators"
        case .data: "Data"
        case .app: "App"
        case .core: "Core"
        case .other: "Other"
        }
    }
}
