import CleanArchModel
import CleanArchParsing
import CleanArchTestSupport
import XCTest

final class WorkspaceLoaderTests: XCTestCase {
    private func load(_ workspace: TemporaryWorkspace, configuration: Configuration = Configuration()) throws -> LoadResult {
        try WorkspaceLoader().load(root: workspace.url, configuration: configuration)
    }

    func testNestedPackagesOwnTheirFilesAndLooseFilesAreListed() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Package.swift", """
        import PackageDescription
        let package = Package(name: "PayRed", targets: [
            .target(name: "PayRedDI", path: "PayRed/DI", exclude: ["Old"]),
            .testTarget(name: "ReactiveTests", path: "Core/Reactive/Tests/ReactiveTests"),
            .target(name: "Missing"),
        ])
        """)
        try workspace.write("PayRed/DI/Registrar.swift", "struct R {}")
        try workspace.write("PayRed/DI/Old/Legacy.swift", "struct L {}")
        try workspace.write("Scripts/tool.swift", "print(1)")
        try workspace.write("Core/Reactive/Package.swift", TemporaryWorkspace.manifest("Reactive", targets: ["Reactive"]))
        try workspace.write("Core/Reactive/Sources/Reactive/Signal.swift", "public struct Signal {}")
        try workspace.write("Core/Reactive/Tests/ReactiveTests/SignalTests.swift", "import XCTest")
        try workspace.write("Core/Reactive/Stray.swift", "let x = 1")

        let result = try load(workspace)
        XCTAssertEqual(result.diagnostics, [])
        let packages = result.workspace.packages
        XCTAssertEqual(packages.map(\.manifest.path), ["Core/Reactive/Package.swift", "Package.swift"])
        XCTAssertEqual(packages.map(\.directory), ["Core/Reactive", ""])
        let root = packages[1]
        XCTAssertEqual(root.targets.map(\.directory), ["PayRed/DI", "Core/Reactive/Tests/ReactiveTests", "Sources/Missing"])
        XCTAssertEqual(root.targets.map(\.files), [["PayRed/DI/Registrar.swift"], [], []])
        XCTAssertEqual(packages[0].targets.map(\.files), [["Core/Reactive/Sources/Reactive/Signal.swift"]])
        XCTAssertEqual(result.workspace.looseFiles, [
            "Core/Reactive/Stray.swift", "Core/Reactive/Tests/ReactiveTests/SignalTests.swift",
            "PayRed/DI/Old/Legacy.swift", "Scripts/tool.swift",
        ])
        XCTAssertEqual(result.workspace.files.keys.sorted(), [
            "Core/Reactive/Sources/Reactive/Signal.swift", "Core/Reactive/Stray.swift",
            "Core/Reactive/Tests/ReactiveTests/SignalTests.swift", "PayRed/DI/Old/Legacy.swift",
            "PayRed/DI/Registrar.swift", "Scripts/tool.swift",
        ])
    }

    func testRolesForEachLayerAndTheRootAggregate() throws {
        let workspace = try TemporaryWorkspace()
        let packages: [(directory: String, name: String, targets: [String])] = [
            ("Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI", "LoginUseCaseAPI", ["LoginUseCaseAPI", "LoginUseCaseAPITestDoubles"]),
            ("Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl", "LoginUseCaseImpl", ["LoginUseCaseImpl"]),
            ("Features/Login/Repositories/LoginRepository/LoginRepositoryAPI", "LoginRepositoryAPI", ["LoginRepositoryAPI"]),
            ("Features/Login/Presentation/LoginScreen/LoginScreenImpl", "LoginScreenImpl", ["LoginScreenImpl"]),
            ("Coordinator/MainAppCoordinator/MainAppCoordinatorAPI", "MainAppCoordinatorAPI", ["MainAppCoordinatorAPI"]),
            ("Data/DataBase/DataBase", "DataBase", ["DataBase"]),
            ("Core/Reactive", "Reactive", ["Reactive"]),
            ("Core/SUICoordinator", "SUICoordinator", ["SUICoordinator", "SUICoordinatorTestDoubles"]),
            ("Gateway/PayRedGateway", "PayRedGateway", ["PayRedGateway"]),
            ("Tools/Overridden", "Overridden", ["Overridden"]),
        ]
        for package in packages {
            try workspace.write("\(package.directory)/Package.swift", TemporaryWorkspace.manifest(package.name, targets: package.targets))
        }
        try workspace.write("Package.swift", """
        import PackageDescription
        let package = Package(name: "PayRed", targets: [
            .target(name: "PayRedDI", path: "PayRed/DI"),
            .testTarget(name: "LoginUseCaseImplTests", path: "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl/Tests/LoginUseCaseImplTests"),
            .testTarget(name: "DataBaseTests", path: "Data/DataBase/DataBase/Tests/DataBaseTests"),
            .testTarget(name: "SUICoordinatorTests", path: "Core/SUICoordinator/Tests/SUICoordinatorTests"),
        ])
        """)
        try workspace.write("PayRed/DI/Registrar.swift", "extension Resolver: ResolverRegistering {}")
        let configuration = Configuration(roles: ["Overridden": Role(kind: .api, layer: .core)])

        let roles = Dictionary(uniqueKeysWithValues: try load(workspace, configuration: configuration).workspace.packages.map { ($0.name, $0) })
        let expected: [String: Role] = [
            "LoginUseCaseAPI": Role(kind: .api, layer: .useCase),
            "LoginUseCaseImpl": Role(kind: .impl, layer: .useCase),
            "LoginRepositoryAPI": Role(kind: .api, layer: .repository),
            "LoginScreenImpl": Role(kind: .impl, layer: .screen),
            "MainAppCoordinatorAPI": Role(kind: .api, layer: .coordinator),
            "DataBase": Role(kind: .impl, layer: .data),
            "Reactive": Role(kind: nil, layer: .core),
            "SUICoordinator": Role(kind: nil, layer: .core),
            "PayRedGateway": Role(kind: nil, layer: .other),
            "Overridden": Role(kind: .api, layer: .core),
            "PayRed": Role(kind: nil, layer: .app),
        ]
        XCTAssertEqual(roles.mapValues(\.role), expected)
        XCTAssertEqual(roles["LoginUseCaseAPI"]?.targets.map(\.isTestDoubles), [false, true])
        XCTAssertEqual(roles["LoginUseCaseAPI"]?.targets.map(\.role), [Role(kind: .api, layer: .useCase), Role(kind: .api, layer: .useCase)])
        XCTAssertEqual(roles["SUICoordinator"]?.targets.map(\.role), [Role(kind: nil, layer: .core), Role(kind: nil, layer: .core)])
        XCTAssertEqual(roles["PayRed"]?.targets.map(\.role), [
            Role(kind: nil, layer: .app), Role(kind: .impl, layer: .useCase),
            Role(kind: .impl, layer: .data), Role(kind: nil, layer: .core),
        ])
    }

    func testCodableConformanceInAnotherFile() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Package.swift", TemporaryWorkspace.manifest("LoginUseCaseAPI"))
        try workspace.write("Sources/LoginUseCaseAPI/LoginResult.swift", "public struct LoginResult: Sendable { public let name: String }")
        try workspace.write("Sources/LoginUseCaseAPI/LoginResult+Codable.swift", "extension LoginResult: Codable {}")
        let files = try load(workspace).workspace.files
        XCTAssertEqual(files["Sources/LoginUseCaseAPI/LoginResult.swift"]?.declarations.first?.inheritedTypes, ["Sendable"])
        let conformance = try XCTUnwrap(files["Sources/LoginUseCaseAPI/LoginResult+Codable.swift"]?.declarations.first)
        XCTAssertEqual(conformance.kind, .extension)
        XCTAssertEqual(conformance.name, "LoginResult")
        XCTAssertEqual(conformance.inheritedTypes, ["Codable"])
    }

    func testDiscoverySkipsBuildHiddenAndExcludedPaths() throws {
        let workspace = try TemporaryWorkspace()
        for path in [
            "Kept.swift", "Sub/Kept.swift", ".build/debug/X.swift", ".build-linux/X.swift", ".git/X.swift",
            ".swiftpm/X.swift", "node_modules/x/X.swift", ".hidden/X.swift", "Gateway/Server.swift",
            "Sub/Generated/Model.swift", "Sub/Generated/Model.txt", "Sub/Package@swift-5.9.swift",
        ] {
            try workspace.write(path, "let x = 1")
        }
        let configuration = Configuration(exclude: ["Gateway/**", "**/Generated/*.swift"])
        let result = try load(workspace, configuration: configuration)
        XCTAssertEqual(result.workspace.files.keys.sorted(), ["Kept.swift", "Sub/Kept.swift"])
        XCTAssertEqual(result.workspace.looseFiles, ["Kept.swift", "Sub/Kept.swift"])
    }

    func testBinaryAndNonUTF8FilesAreDiagnostics() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Package.swift", TemporaryWorkspace.manifest("M"))
        try workspace.write("Sources/M/Binary.swift", data: Data([0x73, 0x74, 0x00, 0x01, 0xff]))
        try workspace.write("Sources/M/Latin1.swift", data: Data([0x2f, 0x2f, 0x20, 0xe9, 0x74, 0xe9]))
        try workspace.write("Sources/M/Fine.swift", "public struct Fine {}")
        let result = try load(workspace)
        XCTAssertEqual(result.diagnostics.map(\.location.file), ["Sources/M/Binary.swift", "Sources/M/Latin1.swift"])
        XCTAssertEqual(result.diagnostics.map(\.location.line), [1, 1])
        XCTAssertTrue(result.diagnostics[0].message.contains("binary"))
        XCTAssertTrue(result.diagnostics[1].message.contains("UTF-8"))
        XCTAssertEqual(result.workspace.packages.first?.targets.first?.files.count, 3)
        XCTAssertEqual(result.workspace.files["Sources/M/Binary.swift"], SourceFile(path: "Sources/M/Binary.swift"))
        XCTAssertEqual(result.workspace.files["Sources/M/Fine.swift"]?.declarations.map(\.name), ["Fine"])
    }

    func testMalformedManifestIsADiagnosticAndItsFilesAreNotLoose() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Broken/Package.swift", "let package = Package(name: ")
        try workspace.write("Broken/Sources/Broken/A.swift", "struct A {}")
        try workspace.write("Fine/Package.swift", TemporaryWorkspace.manifest("Fine"))
        let result = try load(workspace)
        XCTAssertEqual(result.diagnostics.map(\.location.file), ["Broken/Package.swift"])
        XCTAssertEqual(result.workspace.packages.map(\.name), ["Fine"])
        XCTAssertEqual(result.workspace.looseFiles, [])
    }

    /// A link to its own ancestor is a loop (a note); a link to a directory read elsewhere is
    /// silently not read twice; a link that cannot be resolved is a warning.
    func testSymbolicLinkLoopsTerminate() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("A/File.swift", "let a = 1")
        try workspace.link("A/Loop", to: "..")
        try workspace.link("A/Self", to: "Self")
        try workspace.link("Alias", to: "A")
        try workspace.link("Linked.swift", to: "A/File.swift")
        let result = try load(workspace)
        XCTAssertEqual(result.workspace.files.keys.sorted(), ["A/File.swift", "Linked.swift"])
        XCTAssertEqual(result.diagnostics.map { "\($0.location.file) \($0.severity)" }, ["A/Loop note", "A/Self warning"])
        XCTAssertEqual(result.statistics.skipped.map(\.path), ["A/Loop", "Alias"])
    }

    func testMissingRootThrows() {
        let missing = URL(fileURLWithPath: "/nonexistent/cleanarch-\(UUID().uuidString)")
        XCTAssertThrowsError(try WorkspaceLoader().load(root: missing, configuration: nil)) { error in
            XCTAssertEqual(error as? WorkspaceLoadError, .notFound(missing.path))
            XCTAssertEqual((error as? WorkspaceLoadError)?.description, "workspace root not found: \(missing.path)")
        }
    }

    func testRealRepository() throws {
        // This checkout (Tools/CleanArch/Tests/CleanArchParsingTests/ is five levels down), not a fixed path.
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        try XCTSkipUnless(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        let result = try WorkspaceLoader().load(root: root, configuration: nil)
        let package = try XCTUnwrap(result.workspace.packages.first { $0.name == "LoginUseCaseAPI" })
        XCTAssertEqual(package.role, Role(kind: .api, layer: .useCase))
        XCTAssertFalse(package.targets.flatMap(\.files).isEmpty)
        XCTAssertEqual(result.workspace.packages.first { $0.directory.isEmpty }?.role.layer, .app)
    }
}
