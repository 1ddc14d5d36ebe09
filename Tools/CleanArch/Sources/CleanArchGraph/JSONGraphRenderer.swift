import Foundation

/// `{"level", "nodes", "edges", "cycles"}`, pretty-printed with sorted keys; absent values are `null`.
struct JSONGraphRenderer {
    private struct Document: Encodable {
        let level: ModuleGraph.Level
        let nodes: [Node]
        let edges: [Edge]
        let cycles: [[String]]
    }

    private struct Node: Encodable {
        let node: ModuleNode

        private enum Key: String, CodingKey { case id, label, kind, role, feature, external }
        private enum RoleKey: String, CodingKey { case kind, layer }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(node.id, forKey: .id)
            try container.encode(node.label, forKey: .label)
            try container.encode(node.kind, forKey: .kind)
            try container.encode(node.feature, forKey: .feature)
            try container.encode(node.kind == .external, forKey: .external)
            guard let role = node.role else { return try container.encodeNil(forKey: .role) }
            var roleContainer = container.nestedContainer(keyedBy: RoleKey.self, forKey: .role)
            try roleContainer.encode(role.kind, forKey: .kind)
            try roleContainer.encode(role.layer, forKey: .layer)
        }
    }

    private struct Edge: Encodable {
        let from: String
        let to: String
        let ruleBreaking: Bool
        let cycle: Bool
    }

    func render(_ graph: ModuleGraph) -> String {
        let document = Document(
            level: graph.level,
            nodes: graph.nodes.map(Node.init),
            edges: graph.edges.map {
                Edge(from: $0.from, to: $0.to, ruleBreaking: $0.isRuleBreaking, cycle: $0.isCycle)
            },
            cycles: graph.cycles
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, booleans, arrays and string-backed enums cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
