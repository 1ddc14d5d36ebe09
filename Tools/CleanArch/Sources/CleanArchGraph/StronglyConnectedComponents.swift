/// Tarjan's algorithm without recursion, so deep graphs cannot overflow the stack.
enum StronglyConnectedComponents {
    /// The component number of every node of `successors` (nodes are `0..<successors.count`).
    static func components(of successors: [[Int]]) -> [Int] {
        let count = successors.count
        var index = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var component = Array(repeating: -1, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var nextComponent = 0
        // Each frame: a node being visited and the position of its next successor to look at.
        var frames: [(node: Int, next: Int)] = []

        func discover(_ node: Int) {
            index[node] = nextIndex
            lowLink[node] = nextIndex
            nextIndex += 1
            stack.append(node)
            onStack[node] = true
            frames.append((node, 0))
        }

        for root in 0..<count where index[root] < 0 {
            discover(root)
            while let (node, next) = frames.last {
                if next < successors[node].count {
                    frames[frames.count - 1].next += 1
                    let successor = successors[node][next]
                    if index[successor] < 0 {
                        discover(successor)
                    } else if onStack[successor] {
                        lowLink[node] = min(lowLink[node], index[successor])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node {
                    lowLink[parent] = min(lowLink[parent], lowLink[node])
                }
                guard lowLink[node] == index[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = nextComponent
                    if member == node { break }
                }
                nextComponent += 1
            }
        }
        return component
    }
}
