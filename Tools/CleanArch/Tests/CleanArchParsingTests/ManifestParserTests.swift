import CleanArchModel
import CleanArchParsing
import XCTest

final class ManifestParserTests: XCTestCase {
    private static let path = "Features/Login/LoginUseCaseImpl/Package.swift"

    private static let blueprint = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "LoginUseCaseImpl",
        platforms: [.macOS(.v15), .iOS(.v18)],
        products: [
            .library(name: "LoginUseCaseImpl", targets: ["LoginUseCaseImpl"]),
            .executable(name: "tool", targets: ["Tool"]),
        ],
        dependencies: [
            .package(path: "../LoginUseCaseAPI"),
            .package(name: "Reactive", path: "../../../Core/Reactive"),
            .package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.0"),
            .package(url: "https://github.com/kiarashvosough1999/AugmentedSUICoordinator.git", branch: "main"),
        ],
        targets: [
            .target(
                name: "LoginUseCaseImpl",
                dependencies: [
                    .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                    "Resolver",
                    .target(name: "Helpers", condition: .when(platforms: [.iOS])),
                    .byName(name: "Reactive"),
                ],
                exclude: ["README.md"],
                swiftSettings: [.unsafeFlags(["-Onone"])]
            ),
            .target(name: "LoginUseCaseAPITestDoubles", path: "Tests/LoginUseCaseAPITestDoubles"),
            .executableTarget(name: "Tool"),
            .testTarget(
                name: "LoginUseCaseImplTests",
                dependencies: [
                    "LoginUseCaseImpl",
                    .product(name: "AugmentedSUICoordinator", package: "AugmentedSUICoordinator"),
                ]
            ),
        ],
        swiftLanguageModes: [.v6]
    )
    """

    private func location(of needle: String, in text: String) -> SourceLocation {
        let (line, column) = position(of: needle, in: text)
        return SourceLocation(file: Self.path, line: line, column: column)
    }

    func testBlueprintManifest() throws {
        let (parsed, diagnostics) = ManifestParser.parse(source: Self.blueprint, path: Self.path)
        let manifest = try XCTUnwrap(parsed)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(manifest.name, "LoginUseCaseImpl")
        XCTAssertEqual(manifest.directory, "Features/Login/LoginUseCaseImpl")
        XCTAssertEqual(manifest.location, location(of: "Package(", in: Self.blueprint))
        XCTAssertEqual(manifest.products, [
            ManifestProduct(name: "LoginUseCaseImpl", kind: .library, targets: ["LoginUseCaseImpl"]),
            ManifestProduct(name: "tool", kind: .executable, targets: ["Tool"]),
        ])
        XCTAssertEqual(manifest.dependencies.map(\.source), [
            .path("../LoginUseCaseAPI"), .path("../../../Core/Reactive"),
            .url("https://github.com/hmlongco/Resolver.git"),
            .url("https://github.com/kiarashvosough1999/AugmentedSUICoordinator.git"),
        ])
        XCTAssertEqual(manifest.dependencies.map(\.explicitName), [nil, "Reactive", nil, nil])
        XCTAssertEqual(manifest.dependencies.map(\.identity),
                       ["loginusecaseapi", "reactive", "resolver", "augmentedsuicoordinator"])

        XCTAssertEqual(manifest.targets.map(\.name),
                       ["LoginUseCaseImpl", "LoginUseCaseAPITestDoubles", "Tool", "LoginUseCaseImplTests"])
        XCTAssertEqual(manifest.targets.map(\.kind), [.regular, .regular, .executable, .test])
        XCTAssertEqual(manifest.targets.map(\.resolvedPath), [
            "Sources/LoginUseCaseImpl", "Tests/LoginUseCaseAPITestDoubles", "Sources/Tool", "Tests/LoginUseCaseImplTests",
        ])
        XCTAssertEqual(manifest.targets[0].exclude, ["README.md"])
        XCTAssertEqual(manifest.targets[0].dependencies.map(\.reference), [
            .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"), .byName("Resolver"),
            .target("Helpers"), .byName("Reactive"),
        ])
        XCTAssertEqual(manifest.targets[3].dependencies.map(\.reference), [
            .byName("LoginUseCaseImpl"), .product(name: "AugmentedSUICoordinator", package: "AugmentedSUICoordinator"),
        ])
    }

    func testEntriesAreLocatedAtTheirExpressions() throws {
        let manifest = try XCTUnwrap(ManifestParser.parse(source: Self.blueprint, path: Self.path).manifest)
        XCTAssertEqual(manifest.dependencies[0].location, location(of: ".package(path: \"../LoginUseCaseAPI\")", in: Self.blueprint))
        XCTAssertEqual(manifest.dependencies[3].location, location(of: ".package(url: \"https://github.com/kiarashvosough1999", in: Self.blueprint))
        XCTAssertEqual(manifest.targets[1].location, location(of: ".target(name: \"LoginUseCaseAPITestDoubles\"", in: Self.blueprint))
        XCTAssertEqual(manifest.targets[0].dependencies[1].location, location(of: "\"Resolver\",", in: Self.blueprint))
        XCTAssertEqual(manifest.targets[0].dependencies[0].location.line, 21)
        XCTAssertEqual(manifest.targets[0].dependencies[0].location.column, 17)
    }

    func testVariablesConcatenationMapAndHelpers() throws {
        let source = """
        import PackageDescription

        let packages = ["Core/Reactive", "Features/Login/LoginUseCaseAPI"]
        let common: [Target.Dependency] = [.product(name: "Reactive", package: "Reactive")]
        let root = "Features"

        func local(_ name: String, _ package: String? = nil) -> Target.Dependency {
            .product(name: name, package: package ?? name)
        }

        func packageTests(_ name: String, in folder: String, _ dependencies: [Target.Dependency]) -> Target {
            return .testTarget(name: name, dependencies: dependencies, path: "\\(folder)/Tests/\\(name)")
        }

        let package = Package(
            name: "PayRed",
            dependencies: packages.map { .package(path: $0) } + [
                .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
            ],
            targets: [
                .target(name: "App", dependencies: common + [local("LoginUseCaseAPI"), local("Doubles", "LoginUseCaseAPI")]),
                packageTests("ReactiveTests", in: root + "/Reactive", [local("Reactive")]),
            ]
        )
        """
        let path = "Package.swift"
        let (parsed, diagnostics) = ManifestParser.parse(source: source, path: path)
        let manifest = try XCTUnwrap(parsed)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(manifest.dependencies.map(\.source), [
            .path("Core/Reactive"), .path("Features/Login/LoginUseCaseAPI"), .url("https://github.com/apple/swift-log.git"),
        ])
        let (line, column) = position(of: "\"Features/Login/LoginUseCaseAPI\"", in: source)
        XCTAssertEqual(manifest.dependencies[1].location, SourceLocation(file: path, line: line, column: column))
        XCTAssertEqual(manifest.targets[0].dependencies.map(\.reference), [
            .product(name: "Reactive", package: "Reactive"),
            .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
            .product(name: "Doubles", package: "LoginUseCaseAPI"),
        ])
        let call = position(of: "local(\"Doubles\"", in: source)
        XCTAssertEqual(manifest.targets[0].dependencies[2].location, SourceLocation(file: path, line: call.line, column: call.column))
        XCTAssertEqual(manifest.targets[1].name, "ReactiveTests")
        XCTAssertEqual(manifest.targets[1].kind, .test)
        XCTAssertEqual(manifest.targets[1].path, "Features/Reactive/Tests/ReactiveTests")
        XCTAssertEqual(manifest.targets[1].dependencies.map(\.name), ["Reactive"])
    }

    func testUnevaluableEntriesAreSkippedWithDiagnostics() throws {
        let source = """
        import PackageDescription
        import Foundation

        let package = Package(
            name: "Odd",
            dependencies: [
                .package(path: ProcessInfo.processInfo.environment["DEP"]!),
                .package(path: "../Fine"),
            ],
            targets: [
                .target(name: "Odd", dependencies: computed()),
                .target(dependencies: []),
            ]
        )
        """
        let (parsed, diagnostics) = ManifestParser.parse(source: source, path: "Odd/Package.swift")
        let manifest = try XCTUnwrap(parsed)
        XCTAssertEqual(manifest.dependencies.map(\.source), [.path("../Fine")])
        XCTAssertEqual(manifest.targets.map(\.name), ["Odd"])
        XCTAssertEqual(manifest.targets[0].dependencies, [])
        XCTAssertEqual(diagnostics.filter { $0.severity == .warning }.count, 4, "\(diagnostics)")
        XCTAssertEqual(diagnostics.filter { $0.severity == .note }.map(\.message),
                       ["assumed the environment variable `DEP` is not set, as by default"])
        XCTAssertTrue(diagnostics.allSatisfy { $0.location.file == "Odd/Package.swift" })
        XCTAssertTrue(diagnostics.contains { $0.message.contains("computed()") && $0.location.line == 11 })
        XCTAssertTrue(diagnostics.contains { $0.message.contains("has no `name:`") && $0.location.line == 12 })
    }

    func testMalformedManifestIsADiagnostic() {
        let (manifest, diagnostics) = ManifestParser.parse(source: "let package = Package(name: \"X\",, targets: [", path: "X/Package.swift")
        XCTAssertNil(manifest)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].message.contains("syntax error"))
        XCTAssertEqual(diagnostics[0].location.file, "X/Package.swift")
    }

    func testManifestWithoutPackageCallIsADiagnostic() {
        let (manifest, diagnostics) = ManifestParser.parse(source: "import PackageDescription\nlet x = 1\n", path: "Package.swift")
        XCTAssertNil(manifest)
        XCTAssertEqual(diagnostics.map(\.message), ["no `let package = Package(…)` is built by this manifest; package skipped"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: "Package.swift", line: 1, column: 1))
    }

    /// What real manifests do around `Package(…)`: statements that change it, computed settings,
    /// helpers; only what cannot be followed is a warning, once.
    func testStatementsAroundThePackageAreRunAsSwiftPMWould() throws {
        let source = """
        // swift-tools-version: 5.9
        import PackageDescription
        import Foundation

        let package = Package(name: "Real", targets: [.target(name: "Core"), .testTarget(name: "CoreTests")])
        package.targets.append(.target(name: "All", dependencies: package.targets.compactMap {
            if $0.type == .test { return nil } else { return .byName(name: $0.name) }
        }))
        if useLocal { package.targets.append(.target(name: "Local")) }
        #if swift(>=6)
        package.targets.append(.target(name: "SixMode"))
        #endif
        for target in package.targets where target.type != .plugin {
            var settings = target.swiftSettings ?? []
            settings.append(.enableUpcomingFeature("ExistentialAny"))
            target.swiftSettings = settings
        }
        package.targets.forEach { $0.swiftSettings?.append(.define("X")) }
        for target in package.targets { target.dependencies.append("Core") }
        package.targets.append(contentsOf: loop(1))
        package.targets.append(contentsOf: loop(2))

        func loop(_ n: Int) -> [Target] { loop(n) }
        var useLocal: Bool { ProcessInfo.processInfo.environment["LOCAL"] != nil }
        """.replacingOccurrences(of: "\n", with: "\r\n")
        let (parsed, diagnostics) = ManifestParser.parse(source: source, path: "Package.swift")
        let manifest = try XCTUnwrap(parsed)
        XCTAssertEqual(manifest.targets.map(\.name), ["Core", "CoreTests", "All"])
        XCTAssertEqual(manifest.targets[2].dependencies.map(\.name), ["Core"])
        XCTAssertEqual(manifest.alternativeTargets.map(\.name), ["Local", "SixMode"])
        XCTAssertEqual(diagnostics.filter { $0.severity == .warning }.map { "\($0.location.line): \($0.message)" }, [
            "19: cannot follow a change to `target.dependencies` through the loop variable; what it changes is missing",
            "20: cannot evaluate `loop(n)` statically (`loop` calls itself); skipped",
            "21: cannot evaluate `loop(n)` statically (`loop` calls itself); skipped",
        ])
        XCTAssertEqual(diagnostics.filter { $0.severity == .note }.count, 2, "\(diagnostics)")
        XCTAssertTrue(manifest.isPartial)
    }

    func testAPackageBoundToAnotherNameAndTargetsDeclaredOnlyOnOtherSystems() throws {
        let source = """
        import PackageDescription
        #if os(Windows)
        let extra: [Target] = [.target(name: "WindowsSupport")]
        #else
        let extra: [Target] = []
        #endif
        var manifest = Package(name: "Renamed", targets: [.target(name: "Core")] + extra)
        manifest.targets.append(.target(name: "Tool"))
        """
        let (parsed, diagnostics) = ManifestParser.parse(source: source, path: "Package.swift")
        let manifest = try XCTUnwrap(parsed, "\(diagnostics)")
        XCTAssertEqual(manifest.name, "Renamed")
        XCTAssertEqual(manifest.targets.map(\.name), ["Core", "Tool"])
        XCTAssertEqual(manifest.alternativeTargets.map(\.name), ["WindowsSupport"])
        XCTAssertEqual(diagnostics.map(\.severity), [.note])
    }

    /// A helper sees the file's variables as they are where it is called; a block's names end with it.
    func testHelpersAndBlocksSeeTheVariablesSwiftWouldShow() throws {
        let source = """
        import PackageDescription
        var names = ["A"]
        var label = "Outer"
        if true {
            let label = "Inner"
            names.append(label)
        }
        func targets() -> [Target] { names.map { .target(name: $0) } }
        let package = Package(name: label, targets: targets())
        names.append("Later")
        """
        let (parsed, diagnostics) = ManifestParser.parse(source: source, path: "Package.swift")
        let manifest = try XCTUnwrap(parsed, "\(diagnostics)")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(manifest.name, "Outer")
        XCTAssertEqual(manifest.targets.map(\.name), ["A", "Inner"])
    }
}
