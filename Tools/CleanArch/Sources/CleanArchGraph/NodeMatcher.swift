/// Resolves the node and feature names a user types to a graph's nodes and features.
struct NodeMatcher {
    private let nodes: [ModuleNode]
    private static let suggestionCount = 5

    init(nodes: [ModuleNode]) {
        self.nodes = nodes
    }

    /// The position of the node `name` means: exact id, exact label, then case-insensitive id,
    /// label or target name (the label after `/`).
    func position(of name: String) throws(GraphFilterError) -> Int {
        let lowered = name.lowercased()
        let passes: [(ModuleNode) -> Bool] = [
            { $0.id == name },
            { $0.label == name },
            { $0.id.lowercased() == lowered || $0.label.lowercased() == lowered },
            { $0.label.split(separator: "/").last?.lowercased() == lowered },
        ]
        for matches in passes {
            let found = nodes.indices.filter { matches(nodes[$0]) }
            if found.count == 1 { return found[0] }
            if found.count > 1 { throw .ambiguousNode(name, candidates: found.map { nodes[$0].label }.sorted()) }
        }
        throw .unknownNode(name, suggestions: Self.closest(to: name, among: nodes.map(\.label)))
    }

    /// The graph's spelling of feature `name` (case-insensitive).
    func feature(named name: String) throws(GraphFilterError) -> String {
        let features = Set(nodes.compactMap(\.feature)).sorted()
        if let feature = features.first(where: { $0.lowercased() == name.lowercased() }) { return feature }
        throw .unknownFeature(name, suggestions: Self.closest(to: name, among: features))
    }

    /// Up to five candidates containing `name` or within a third of its length in edit distance
    /// (case-insensitive), closest first.
    static func closest(to name: String, among candidates: [String]) -> [String] {
        let lowered = name.lowercased()
        let limit = max(2, lowered.count / 3)
        return Set(candidates)
            .map { (candidate: $0, distance: editDistance(lowered, $0.lowercased())) }
            .filter { $0.distance <= limit || $0.candidate.lowercased().contains(lowered) }
            .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
            .prefix(suggestionCount)
            .map(\.candidate)
    }

    /// Levenshtein distance.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let right = Array(rhs)
        var previous = Array(0...right.count)
        for (row, character) in lhs.enumerated() {
            var current = [row + 1]
            for (column, other) in right.enumerated() {
                let substitution = previous[column] + (character == other ? 0 : 1)
                current.append(min(previous[column + 1] + 1, current[column] + 1, substitution))
            }
            previous = current
        }
        return previous[right.count]
    }
}
