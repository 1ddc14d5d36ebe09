import CleanArchGraph
import CleanArchModel
import XCTest

final class GraphFilterTests: XCTestCase {
    private let graph = ModuleGraph(workspace: Fixture.login(), level: .package, violations: Fixture.loginViolations)

    private func ids(_ filter: GraphFilter) throws -> [String] {
        try graph.filtered(by: filter).nodes.map(\.id)
    }

    func testFeatureKeepsItsNodesAndTheirDirectNeighbours() throws {
        let data = try graph.filtered(by: GraphFilter(feature: "data"))

        XCTAssertEqual(data.nodes.map(\.id), ["DataBase", "LoginRepositoryAPI", "ext_grdb_swift"])
        XCTAssertEqual(data.edgePairs, ["DataBase->LoginRepositoryAPI", "DataBase->ext_grdb_swift"])
        XCTAssertEqual(data.cycles, [], "no edge of the LoginRepositoryAPI ↔ LoginUseCaseAPI cycle is kept")
        XCTAssertEqual(try ids(GraphFilter(feature: "Core")), [
            "LoginRepositoryImpl", "LoginScreenAPI", "LoginScreenImpl", "LoginUseCaseAPI", "LoginUseCaseImpl",
            "Reactive", "Resolver", "ext_swinject",
        ])
    }

    func testRolesKeepNodesOfTheseCategories() throws {
        XCTAssertEqual(try ids(GraphFilter(roles: [.api])), ["LoginRepositoryAPI", "LoginScreenAPI", "LoginUseCaseAPI"])
        XCTAssertEqual(
            try ids(GraphFilter(roles: [.external, .other])), ["Reactive", "Resolver", "ext_grdb_swift", "ext_swinject"]
        )
        let apis = try graph.filtered(by: GraphFilter(roles: [.api]))
        XCTAssertEqual(apis.edgePairs, ["LoginRepositoryAPI->LoginUseCaseAPI", "LoginUseCaseAPI->LoginRepositoryAPI"])
        XCTAssertEqual(apis.cycles, [["LoginRepositoryAPI", "LoginUseCaseAPI"]])
    }

    func testCyclesThroughHiddenNodesStayMarkedOnKeptEdges() throws {
        let workspace = Fixture.workspace([
            Fixture.package("Core/A", .api(.useCase), paths: ["../B"]),
            Fixture.package("Core/B", .api(.useCase), paths: ["../C"]),
            Fixture.package("Core/C", .impl(.useCase), paths: ["../D"]),
            Fixture.package("Core/D", .impl(.useCase), paths: ["../A"]),
        ])
        let apis = try ModuleGraph(workspace: workspace, level: .package, violations: []).filtered(by: GraphFilter(roles: [.api]))

        XCTAssertEqual(apis.edges.map(\.isCycle), [true])
        XCTAssertEqual(apis.cycles, [["A", "B"]])
    }

    func testSourceKeepsWhatItReachesAndSinkWhatReachesIt() throws {
        XCTAssertEqual(try ids(GraphFilter(source: "LoginUseCaseImpl")), [
            "LoginRepositoryAPI", "LoginUseCaseAPI", "LoginUseCaseImpl", "Reactive", "Resolver", "ext_swinject",
        ])
        XCTAssertEqual(try ids(GraphFilter(sink: "LoginUseCaseImpl")), ["LoginRepositoryImpl", "LoginUseCaseImpl"])
    }

    func testSourceAndSinkKeepTheNodesOnPathsBetweenThem() throws {
        XCTAssertEqual(try ids(GraphFilter(source: "LoginScreenImpl", sink: "reactive")), [
            "LoginRepositoryAPI", "LoginScreenAPI", "LoginScreenImpl", "LoginUseCaseAPI", "Reactive",
        ])
        XCTAssertEqual(try ids(GraphFilter(source: "Reactive", sink: "LoginScreenImpl")), [])
    }

    func testFiltersCompose() throws {
        let filter = GraphFilter(
            feature: "Login", roles: [.api, .impl], source: "LoginRepositoryImpl", sink: "LoginUseCaseAPI"
        )
        let filtered = try graph.filtered(by: filter)

        XCTAssertEqual(
            filtered.nodes.map(\.id), ["LoginRepositoryAPI", "LoginRepositoryImpl", "LoginUseCaseAPI", "LoginUseCaseImpl"]
        )
        XCTAssertEqual(filtered.edge("LoginRepositoryImpl", "LoginUseCaseImpl")?.isRuleBreaking, true, "flags are kept")
        XCTAssertEqual(try graph.filtered(by: GraphFilter()), graph)
    }

    func testNodesAreFoundByLabelOrTargetNameAtTargetLevel() throws {
        let targets = ModuleGraph(workspace: Fixture.login(), level: .target, violations: Fixture.loginViolations)

        XCTAssertEqual(
            try targets.filtered(by: GraphFilter(source: "LoginScreenAPI/LoginScreenAPI")).nodes.map(\.id),
            ["LoginScreenAPI_LoginScreenAPI", "Reactive_Reactive"]
        )
        XCTAssertEqual(try targets.filtered(by: GraphFilter(sink: "resolver")).nodes.count, 4)
    }

    func testUnknownOrAmbiguousNamesThrowClearErrors() {
        XCTAssertThrowsError(try graph.filtered(by: GraphFilter(source: "LoginScrenImpl"))) { error in
            XCTAssertEqual(
                error as? GraphFilterError,
                .unknownNode("LoginScrenImpl", suggestions: ["LoginScreenImpl", "LoginScreenAPI"])
            )
            XCTAssertEqual(
                "\(error)",
                "No node named 'LoginScrenImpl' in the graph. Did you mean: LoginScreenImpl, LoginScreenAPI?"
            )
        }
        XCTAssertThrowsError(try graph.filtered(by: GraphFilter(sink: "Nothing"))) { error in
            XCTAssertEqual(error as? GraphFilterError, .unknownNode("Nothing", suggestions: []))
        }
        XCTAssertThrowsError(try graph.filtered(by: GraphFilter(feature: "Logn"))) { error in
            XCTAssertEqual(error as? GraphFilterError, .unknownFeature("Logn", suggestions: ["Login"]))
        }
        let ambiguous = Fixture.workspace([
            Fixture.package("Core/A", .core, targets: [.init(name: "Shared")]),
            Fixture.package("Core/B", .core, targets: [.init(name: "Shared")]),
        ])
        let targets = ModuleGraph(workspace: ambiguous, level: .target, violations: [])
        XCTAssertThrowsError(try targets.filtered(by: GraphFilter(source: "Shared"))) { error in
            XCTAssertEqual(error as? GraphFilterError, .ambiguousNode("Shared", candidates: ["A/Shared", "B/Shared"]))
        }
    }
}
