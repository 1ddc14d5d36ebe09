/// The cycles of a graph: its strongly connected components with more than one node or a
/// self-loop.
public struct CycleFinder: Sendable {
    /// Each cycle's node ids sorted; the list sorted.
    public let cycles: [[String]]
    private let component: [String: Int]
    private let cyclicComponents: Set<Int>

    /// Finds the cycles among `nodeIDs` (unique) joined by `edges`.
    public init(nodeIDs: [String], edges: [(from: String, to: String)]) {
        let index = GraphIndex(nodeIDs: nodeIDs, edges: edges)
        let numbers = StronglyConnectedComponents.components(of: index.successors)
        var members: [Int: [String]] = [:]
        for (position, number) in numbers.enumerated() {
            members[number, default: []].append(nodeIDs[position])
        }
        var cyclic = Set(members.filter { $0.value.count > 1 }.keys)
        for edge in edges where edge.from == edge.to {
            cyclic.insert(numbers[index.position[edge.from]!])
        }
        component = Dictionary(uniqueKeysWithValues: zip(nodeIDs, numbers))
        cyclicComponents = cyclic
        cycles = cyclic.map { members[$0]!.sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Both ends lie in one cyclic component.
    public func isCycleEdge(from: String, to: String) -> Bool {
        guard let number = component[from] else { return false }
        return component[to] == number && cyclicComponents.contains(number)
    }
}
