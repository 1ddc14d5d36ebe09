import CleanArchGraph
import CleanArchModel
import XCTest

final class GraphBuildingTests: XCTestCase {
    func testPackageEdgesResolveRelativePathsAgainstTheManifestDirectory() {
        let graph = ModuleGraph(workspace: Fixture.login(), level: .package, violations: Fixture.loginViolations)

        XCTAssertEqual(graph.level, .package)
        XCTAssertEqual(graph.nodes.map(\.id), graph.nodes.map(\.id).sorted())
        XCTAssertNotNil(graph.edge("LoginScreenImpl", "LoginScreenAPI"), "../LoginScreenAPI")
        XCTAssertNotNil(graph.edge("LoginScreenImpl", "LoginUseCaseAPI"), "../../../UseCases/…")
        XCTAssertNotNil(graph.edge("LoginScreenImpl", "Resolver"), "../../../../../Core/Resolver")
        XCTAssertNotNil(graph.edge("DataBase", "LoginRepositoryAPI"), "../../../Features/…")
        XCTAssertEqual(
            graph.edges.filter { $0.from == "LoginScreenImpl" }.map(\.to), ["LoginScreenAPI", "LoginUseCaseAPI", "Resolver"]
        )
        XCTAssertEqual(graph.node("LoginScreenImpl")?.kind, .package)
        XCTAssertEqual(graph.node("LoginScreenImpl")?.role, .impl(.screen))
    }

    func testURLAndUnresolvablePathDependenciesBecomeExternalNodes() throws {
        let workspace = Fixture.workspace([
            Fixture.package(
                "Core/Resolver", .core,
                paths: ["../../../Outside", "../Missing"], urls: ["https://github.com/Swinject/Swinject.git"]
            ),
        ])
        let graph = ModuleGraph(workspace: workspace, level: .package, violations: [])

        XCTAssertEqual(graph.edgePairs, ["Resolver->ext_missing", "Resolver->ext_outside", "Resolver->ext_swinject"])
        let swinject = try XCTUnwrap(graph.node("ext_swinject"))
        XCTAssertEqual(swinject.label, "swinject")
        XCTAssertEqual(swinject.kind, .external)
        XCTAssertEqual(swinject.category, .external)
        XCTAssertNil(swinject.role)
        XCTAssertNil(swinject.feature)
    }

    /// A by-name dependency no package provides (`Swinject` here) gets no node: `check` reports it.
    func testTargetLevelResolvesLocalTargetsProductsAndExternalProducts() {
        let workspace = Fixture.workspace([
            Fixture.package(
                "Core/Kit", .core,
                targets: [.init(name: "KitCore"), .init(name: "KitExtras"), .init(name: "Unshipped")],
                products: [ManifestProduct(name: "Kit", kind: .library, targets: ["KitCore", "KitExtras"])]
            ),
            Fixture.package(
                "Features/Pay/PayImpl", .impl(.useCase),
                paths: ["../../../Core/Kit"],
                urls: ["https://github.com/groue/GRDB.swift.git"],
                targets: [
                    .init(name: "PayImpl", dependencies: [
                        .product(name: "Kit", package: "kit"), .product(name: "GRDB", package: "GRDB.swift"),
                        .byName("Swinject"),
                    ]),
                    .init(name: "PayImplTests", kind: .test, dependencies: [.target("PayImpl"), .byName("Kit")]),
                ]
            ),
        ])
        let graph = ModuleGraph(workspace: workspace, level: .target, violations: [])

        XCTAssertEqual(graph.edgePairs, [
            "PayImpl_PayImpl->Kit_KitCore", "PayImpl_PayImpl->Kit_KitExtras",
            "PayImpl_PayImpl->ext_grdb_swift_GRDB",
            "PayImpl_PayImplTests->Kit_KitCore", "PayImpl_PayImplTests->Kit_KitExtras",
            "PayImpl_PayImplTests->PayImpl_PayImpl",
        ])
        XCTAssertEqual(graph.node("Kit_KitCore")?.label, "Kit/KitCore")
        XCTAssertEqual(graph.node("ext_grdb_swift_GRDB")?.label, "grdb.swift/GRDB")
        XCTAssertNotNil(graph.node("Kit_Unshipped"), "every target is a node")
    }

    func testNodesCarryFeatureTestFlagsAndCategory() throws {
        let workspace = Fixture.workspace([
            Fixture.package(
                "Features/Login/Presentation/LoginScreen/LoginScreenAPI", .api(.screen),
                targets: [
                    .init(name: "LoginScreenAPI"), .init(name: "LoginScreenAPITestDoubles"),
                    .init(name: "LoginScreenAPITests", kind: .test),
                ]
            ),
            Fixture.package("Coordinator/Main/MainImpl", .impl(.coordinator)),
            Fixture.package("Data/DataBase/DataBase", Role(kind: nil, layer: .data)),
            Fixture.package("Core/Reactive", .core),
            Fixture.package("Tools/CleanArch", Role(kind: nil, layer: .other)),
            Fixture.package("", Role(kind: nil, layer: .app), name: "PayRed"),
            Fixture.package("Gateway/PayRedGateway", Role(kind: nil, layer: .other)),
        ])
        let graph = ModuleGraph(workspace: workspace, level: .target, violations: [])

        XCTAssertEqual(
            Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.label, $0.feature ?? "-") }),
            [
                "LoginScreenAPI/LoginScreenAPI": "Login", "LoginScreenAPI/LoginScreenAPITestDoubles": "Login",
                "LoginScreenAPI/LoginScreenAPITests": "Login", "MainImpl/MainImpl": "Coordinator",
                "DataBase/DataBase": "Data", "Reactive/Reactive": "Core", "CleanArch/CleanArch": "Tools",
                "PayRed/PayRed": "App", "PayRedGateway/PayRedGateway": "Other",
            ]
        )
        let doubles = try XCTUnwrap(graph.node("LoginScreenAPI_LoginScreenAPITestDoubles"))
        XCTAssertTrue(doubles.isTestDoubles)
        XCTAssertFalse(doubles.isTest)
        XCTAssertEqual(doubles.category, .testDoubles)
        XCTAssertEqual(graph.node("LoginScreenAPI_LoginScreenAPITests")?.category, .test)
        XCTAssertEqual(graph.node("LoginScreenAPI_LoginScreenAPI")?.category, .api)
        XCTAssertEqual(graph.node("MainImpl_MainImpl")?.category, .impl)
        XCTAssertEqual(graph.node("Reactive_Reactive")?.category, .other)
    }

    func testIdsAreSanitisedAndUniqueWhenNamesCollide() {
        let workspace = Fixture.workspace([
            Fixture.package("Core/a-b", .core),
            Fixture.package("Core/a_b", .core),
            Fixture.package("Core/a.b", .core),
            Fixture.package("Core/3D", .core),
            Fixture.package("Core/Ünï", .core),
        ])
        let graph = ModuleGraph(workspace: workspace, level: .package, violations: [])

        XCTAssertEqual(
            graph.nodes.map { "\($0.id)=\($0.label)" },
            ["3D=3D", "_n_=Ünï", "a_b=a-b", "a_b_2=a.b", "a_b_3=a_b"].sorted()
        )
    }
}
