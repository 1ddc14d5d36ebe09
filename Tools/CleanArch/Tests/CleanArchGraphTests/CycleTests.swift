import CleanArchGraph
import CleanArchModel
import XCTest

final class CycleTests: XCTestCase {
    /// A package-level graph of core packages `Core/<name>`, each depending on the listed names.
    private func graph(_ dependencies: KeyValuePairs<String, [String]>) -> ModuleGraph {
        let packages = dependencies.map { name, targets in
            Fixture.package("Core/\(name)", .core, paths: targets.map { "../\($0)" })
        }
        return ModuleGraph(workspace: Fixture.workspace(packages), level: .package, violations: [])
    }

    func testTwoCycleThreeCycleAndSelfLoopAreFound() {
        let graph = graph([
            "A": ["B"], "B": ["A", "C"],
            "C": ["D"], "D": ["E"], "E": ["C"],
            "F": ["F", "A"],
            "G": ["A"],
        ])

        XCTAssertEqual(graph.cycles, [["A", "B"], ["C", "D", "E"], ["F"]])
        XCTAssertEqual(
            graph.edges.filter(\.isCycle).map { "\($0.from)->\($0.to)" }, ["A->B", "B->A", "C->D", "D->E", "E->C", "F->F"]
        )
        XCTAssertEqual(graph.edge("B", "C")?.isCycle, false, "between two cycles")
        XCTAssertEqual(graph.edge("F", "A")?.isCycle, false)
        XCTAssertEqual(graph.edge("A", "B")?.isRuleBreaking, false, "a cycle is not a rule violation by itself")
    }

    func testDAGHasNoCycles() {
        let graph = graph(["A": ["B", "C"], "B": ["D"], "C": ["D"], "D": [], "E": ["A", "D"]])

        XCTAssertEqual(graph.cycles, [])
        XCTAssertTrue(graph.edges.allSatisfy { !$0.isCycle })
    }

    func testTarjanHandlesAFiveThousandNodeChainWithoutRecursion() {
        let count = 5_000
        let name = { (position: Int) in String(format: "N%05d", position) }
        let chain = (0..<count).map { position in
            Fixture.package("Core/\(name(position))", .core, paths: position + 1 < count ? ["../\(name(position + 1))"] : [])
        }
        let acyclic = ModuleGraph(workspace: Fixture.workspace(chain), level: .package, violations: [])
        XCTAssertEqual(acyclic.edges.count, count - 1)
        XCTAssertEqual(acyclic.cycles, [])

        var closed = chain
        closed[count - 1] = Fixture.package("Core/\(name(count - 1))", .core, paths: ["../\(name(0))"])
        let cyclic = ModuleGraph(workspace: Fixture.workspace(closed), level: .package, violations: [])
        XCTAssertEqual(cyclic.cycles, [(0..<count).map(name)])
        XCTAssertTrue(cyclic.edges.allSatisfy(\.isCycle))
    }
}
