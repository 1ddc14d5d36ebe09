import CleanArchGraph
import CleanArchModel
import XCTest

/// An edge is rule-breaking exactly when the check reports a violation on it.
final class RuleBreakingTests: XCTestCase {
    /// `AImpl` depends on `BImpl` and `CAPI` by path and on GRDB by URL; its tests also use `BImpl`.
    private let workspace: Workspace = {
        var workspace = Fixture.workspace([
            Fixture.package(
                "Features/F/AImpl", .impl(.useCase),
                paths: ["../BImpl", "../CAPI"], urls: ["https://github.com/groue/GRDB.swift.git"],
                targets: [
                    .init(name: "AImpl", dependencies: [
                        Fixture.product("BImpl"), Fixture.product("CAPI"), .product(name: "GRDB", package: "GRDB.swift"),
                    ]),
                    .init(name: "AImplTests", kind: .test, dependencies: [.byName("AImpl"), Fixture.product("BImpl")]),
                ]
            ),
            Fixture.package("Features/F/BImpl", .impl(.useCase)),
            Fixture.package("Features/F/CAPI", .api(.useCase)),
        ])
        let file = "Features/F/AImpl/Sources/AImpl/A.swift"
        workspace.packages[0].targets[0].files = [file]
        workspace.files[file] = SourceFile(path: file, imports: ["CAPI", "GRDB"].enumerated().map { line, module in
            ImportDeclaration(module: module, isTestable: false, location: SourceLocation(file: file, line: line + 1, column: 1))
        })
        return workspace
    }()

    private func violation(at location: SourceLocation) -> Violation {
        Violation(rule: "impl-not-on-impl", severity: .error, location: location, message: "flagged")
    }

    /// The location of `AImpl`'s `.package` dependency whose path or URL contains `fragment`.
    private func packageDependency(_ fragment: String) throws -> SourceLocation {
        try XCTUnwrap(workspace.packages[0].manifest.dependencies.first { "\($0.source)".contains(fragment) }).location
    }

    private func redEdges(_ level: ModuleGraph.Level, _ violations: [Violation]) -> [String] {
        ModuleGraph(workspace: workspace, level: level, violations: violations).edges.filter(\.isRuleBreaking).map {
            "\($0.from)->\($0.to)"
        }
    }

    func testWithoutViolationsNoEdgeIsRed() {
        for level in ModuleGraph.Level.allCases {
            XCTAssertEqual(redEdges(level, []), [], "\(level)")
        }
    }

    func testAViolationOnAPackageDependencyMarksThatEdgeOnly() throws {
        XCTAssertEqual(redEdges(.package, [violation(at: try packageDependency("BImpl"))]), ["AImpl->BImpl"])
    }

    func testAtTargetLevelAPackageDependencyMarksEveryTargetEdgeThroughIt() throws {
        XCTAssertEqual(redEdges(.target, [violation(at: try packageDependency("BImpl"))]), [
            "AImpl_AImpl->BImpl_BImpl", "AImpl_AImplTests->BImpl_BImpl",
        ])
    }

    func testAViolationOnATargetDependencyMarksThatEdgeOnly() {
        let entry = workspace.packages[0].targets[1].manifest.dependencies[1].location
        XCTAssertEqual(redEdges(.target, [violation(at: entry)]), ["AImpl_AImplTests->BImpl_BImpl"])
        XCTAssertEqual(redEdges(.package, [violation(at: entry)]), [], "a target entry declares no package edge")
    }

    func testAViolationOnAnImportMarksTheEdgeToTheModulesProvider() {
        let grdb = violation(at: SourceLocation(file: "Features/F/AImpl/Sources/AImpl/A.swift", line: 2, column: 1))
        XCTAssertEqual(redEdges(.package, [grdb]), ["AImpl->ext_grdb_swift"])
        XCTAssertEqual(redEdges(.target, [grdb]), ["AImpl_AImpl->ext_grdb_swift_GRDB"])
        let api = violation(at: SourceLocation(file: "Features/F/AImpl/Sources/AImpl/A.swift", line: 1, column: 1))
        XCTAssertEqual(redEdges(.package, [api]), ["AImpl->CAPI"])
    }
}
