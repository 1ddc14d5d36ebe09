import CleanArchGraph
import CleanArchModel
import XCTest

final class RuleBreakingTests: XCTestCase {
    /// Whether package `From` (role `from`) depending on package `To` (role `to`) breaks a rule.
    private func breaks(
        _ from: Role, _ to: Role, to name: String = "To", configuration: Configuration = Configuration()
    ) -> Bool? {
        let workspace = Fixture.workspace(
            [Fixture.package("Features/F/From", from, paths: ["../\(name)"]), Fixture.package("Features/F/\(name)", to)],
            configuration: configuration
        )
        return ModuleGraph(workspace: workspace, level: .package).edge("From", name)?.isRuleBreaking
    }

    /// Whether package `From` (role `from`) depending on the external package at `url` breaks a rule.
    private func breaks(_ from: Role, url: String) -> Bool? {
        let workspace = Fixture.workspace([Fixture.package("Features/F/From", from, urls: [url])])
        let graph = ModuleGraph(workspace: workspace, level: .package)
        return graph.edges.first?.isRuleBreaking
    }

    func testAPIMayDependOnlyOnAPIsCoreAndAllowedPlatformPackages() {
        XCTAssertEqual(breaks(.api(.screen), .api(.useCase)), false)
        XCTAssertEqual(breaks(.api(.screen), .core, to: "Reactive"), false)
        XCTAssertEqual(breaks(.api(.screen), url: "https://github.com/OpenCombine/OpenCombine.git"), false)
        XCTAssertEqual(breaks(.api(.screen), .impl(.useCase)), true)
        XCTAssertEqual(breaks(.api(.repository), Role(kind: nil, layer: .data)), true)
        XCTAssertEqual(breaks(.api(.repository), Role(kind: nil, layer: .other)), true)
        XCTAssertEqual(breaks(.api(.repository), url: "https://github.com/Alamofire/Alamofire.git"), true)
    }

    func testAPIMayNotDependOnTheDILibrary() {
        XCTAssertEqual(breaks(.api(.useCase), .core, to: "Resolver"), true)
        XCTAssertEqual(breaks(.api(.useCase), url: "https://github.com/Swinject/Swinject.git"), true)
        XCTAssertEqual(breaks(.api(.useCase), .core, to: "Factory"), false)
        var configuration = Configuration()
        configuration.diLibraries = ["factory"]
        XCTAssertEqual(breaks(.api(.useCase), .core, to: "Factory", configuration: configuration), true)
        XCTAssertEqual(breaks(.impl(.useCase), .core, to: "Resolver"), false, "Impls register with the DI library")
    }

    func testImplMayNotDependOnImpl() {
        XCTAssertEqual(breaks(.impl(.repository), .impl(.useCase)), true)
        XCTAssertEqual(breaks(.impl(.coordinator), .impl(.coordinator)), true)
        XCTAssertEqual(breaks(.impl(.repository), .api(.useCase)), false)
        XCTAssertEqual(breaks(Role(kind: nil, layer: .app), .impl(.useCase)), false, "the composition root wires Impls")
    }

    func testScreenMayNotDependOnRepositoryImplOrData() {
        XCTAssertEqual(breaks(Role(kind: nil, layer: .screen), .impl(.repository)), true)
        XCTAssertEqual(breaks(Role(kind: nil, layer: .screen), Role(kind: nil, layer: .data)), true)
        XCTAssertEqual(breaks(Role(kind: nil, layer: .screen), .api(.repository)), false)
        XCTAssertEqual(breaks(.impl(.screen), .api(.useCase)), false)
    }

    func testUseCaseMayNotDependOnScreensDataOrForbiddenFrameworks() {
        XCTAssertEqual(breaks(.impl(.useCase), .api(.screen)), true)
        XCTAssertEqual(breaks(.impl(.useCase), Role(kind: nil, layer: .data)), true)
        XCTAssertEqual(breaks(.impl(.useCase), url: "https://github.com/Alamofire/Alamofire.git"), true, "case-insensitive")
        XCTAssertEqual(breaks(.impl(.useCase), url: "https://github.com/apple/swift-collections.git"), false)
        XCTAssertEqual(breaks(.impl(.useCase), .api(.repository)), false)
    }

    func testUseCaseForbiddenFrameworkMatchesTheExternalProduct() {
        let workspace = Fixture.workspace([
            Fixture.package(
                "Features/F/LoginUseCaseImpl", .impl(.useCase),
                urls: ["https://github.com/groue/GRDB.swift.git"],
                targets: [.init(name: "LoginUseCaseImpl", dependencies: [.product(name: "GRDB", package: "GRDB.swift")])]
            ),
        ])
        let graph = ModuleGraph(workspace: workspace, level: .target)

        XCTAssertEqual(graph.edge("LoginUseCaseImpl_LoginUseCaseImpl", "ext_grdb_swift_GRDB")?.isRuleBreaking, true)
    }

    func testTestTargetsAndDependenciesInsideAPackageAreExempt() {
        let workspace = Fixture.workspace([
            Fixture.package(
                "Features/F/AImpl", .impl(.useCase),
                paths: ["../BImpl"],
                targets: [
                    .init(name: "AImpl", dependencies: [.byName("AImplSupport")]),
                    .init(name: "AImplSupport"),
                    .init(name: "AImplTests", kind: .test, dependencies: [.byName("AImpl"), Fixture.product("BImpl")]),
                ]
            ),
            Fixture.package("Features/F/BImpl", .impl(.useCase)),
        ])
        let graph = ModuleGraph(workspace: workspace, level: .target)

        XCTAssertEqual(graph.edges.count, 3)
        XCTAssertEqual(graph.edges.filter(\.isRuleBreaking), [])
    }
}
