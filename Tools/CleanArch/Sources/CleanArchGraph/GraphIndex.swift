/// Nodes by position with successor and predecessor lists, for graph algorithms.
struct GraphIndex {
    let position: [String: Int]
    let successors: [[Int]]
    let predecessors: [[Int]]

    init(nodeIDs: [String], edges: [(from: String, to: String)]) {
        let position = Dictionary(uniqueKeysWithValues: nodeIDs.enumerated().map { ($1, $0) })
        var successors = Array(repeating: [Int](), count: nodeIDs.count)
        var predecessors = successors
        for edge in edges {
            guard let from = position[edge.from], let to = position[edge.to] else { continue }
            successors[from].append(to)
            predecessors[to].append(from)
        }
        self.position = position
        self.successors = successors
        self.predecessors = predecessors
    }

    /// Positions reachable from `start` along `adjacency` (successors or predecessors), inclusive.
    static func reachable(from start: Int, along adjacency: [[Int]]) -> Set<Int> {
        var seen: Set<Int> = [start]
        var pending = [start]
        while let node = pending.popLast() {
            for next in adjacency[node] where seen.insert(next).inserted {
                pending.append(next)
            }
        }
        return seen
    }
}
