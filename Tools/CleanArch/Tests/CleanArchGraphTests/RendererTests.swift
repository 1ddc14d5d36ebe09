import CleanArchGraph
import CleanArchModel
import Foundation
import XCTest

final class RendererTests: XCTestCase {
    private let graph = ModuleGraph(workspace: Fixture.login(), level: .package, violations: Fixture.loginViolations)

    func testDotMatchesGolden() {
        XCTAssertEqual(GraphFormat.dot.render(graph), Golden.dot)
    }

    func testMermaidMatchesGoldenAndIsValid() {
        let mermaid = GraphFormat.mermaid.render(graph)
        XCTAssertEqual(mermaid, Golden.mermaid)

        let syntax = MermaidSyntax(mermaid)
        XCTAssertEqual(syntax.problems, [])
        XCTAssertEqual(syntax.edges, graph.edgePairs)
        XCTAssertEqual(syntax.nodes, Set(graph.nodes.map(\.id)))
        let highlighted = graph.edges.indices.filter { graph.edges[$0].isRuleBreaking || graph.edges[$0].isCycle }
        XCTAssertEqual(syntax.linkStyles, highlighted)
        XCTAssertEqual(syntax.classes["LoginScreenAPI"], "api")
        XCTAssertEqual(syntax.classes["ext_swinject"], "external")
    }

    func testJSONMatchesGolden() throws {
        XCTAssertEqual(GraphFormat.json.render(try graph.filtered(by: GraphFilter(feature: "Data"))), Golden.dataJSON)

        let json = Data(GraphFormat.json.render(graph).utf8)
        let whole = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertEqual(whole["level"] as? String, "package")
        XCTAssertEqual((whole["nodes"] as? [Any])?.count, graph.nodes.count)
        XCTAssertEqual((whole["edges"] as? [[String: Any]])?.filter { $0["ruleBreaking"] as? Bool == true }.count, 1)
        XCTAssertEqual(whole["cycles"] as? [[String]], [["LoginRepositoryAPI", "LoginUseCaseAPI"]])
    }

    func testAwkwardNamesRenderAsSafeIdsAndEscapedLabels() throws {
        let workspace = Fixture.workspace([
            Fixture.package("Features/My-Feature/end", .api(.screen), paths: ["../class", "../Quote"]),
            Fixture.package("Features/My-Feature/class", .impl(.screen), paths: ["../end"]),
            Fixture.package("Features/My-Feature/Quote", .core, name: #"Say "hi" \o/"#),
        ])
        let graph = ModuleGraph(workspace: workspace, level: .package, violations: [])

        XCTAssertEqual(graph.nodes.map(\.id), ["Say__hi___o_", "n_class", "n_end"])
        let mermaid = GraphFormat.mermaid.render(graph)
        let syntax = MermaidSyntax(mermaid)
        XCTAssertEqual(syntax.problems, [])
        XCTAssertEqual(syntax.subgraphs, ["cluster_My_Feature"])
        XCTAssertEqual(syntax.edges, ["n_class->n_end", "n_end->Say__hi___o_", "n_end->n_class"])
        XCTAssertEqual(syntax.linkStyles, [0, 2])
        XCTAssertTrue(mermaid.contains(#"    Say__hi___o_[["Say #quot;hi#quot; \o/"]]"#))

        let dot = GraphFormat.dot.render(graph)
        XCTAssertTrue(dot.contains(#""Say__hi___o_" [label="Say \"hi\" \\o/", shape=component];"#))
        XCTAssertTrue(dot.contains(#""n_end" -> "n_class" [color=red, style=bold, label="cycle"];"#))
        XCTAssertTrue(dot.contains(#""n_end" -> "Say__hi___o_";"#), "API on core is fine")
    }

    func testMermaidCheckerRejectsWhatGitHubCannotRender() {
        let broken = """
            flowchart LR
              subgraph cluster_A["A"]
                end("end")
                B:::api
              A --> Missing
              linkStyle 3 stroke:#d00,stroke-width:2px;

            """
        XCTAssertEqual(MermaidSyntax(broken).problems, [
            "keyword used as id: end", "forbidden syntax:     B:::api", "unrecognised:     B:::api",
            "unclosed subgraphs [\"cluster_A\"]", "undeclared nodes [\"A\", \"Missing\"]", "linkStyle out of range",
        ])
    }

    func testRenderingIsDeterministic() {
        var shuffled = Fixture.login()
        shuffled.packages.reverse()
        for index in shuffled.packages.indices {
            shuffled.packages[index].manifest.dependencies.reverse()
        }
        for level in ModuleGraph.Level.allCases {
            let original = ModuleGraph(workspace: Fixture.login(), level: level, violations: Fixture.loginViolations)
            let reordered = ModuleGraph(workspace: shuffled, level: level, violations: Fixture.loginViolations)
            XCTAssertEqual(original, reordered)
            for format in GraphFormat.allCases {
                XCTAssertEqual(format.render(original), format.render(reordered), "\(level) \(format)")
            }
        }
    }
}
