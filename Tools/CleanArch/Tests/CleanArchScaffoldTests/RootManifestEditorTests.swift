@testable import CleanArchScaffold
import XCTest

final class RootManifestEditorTests: XCTestCase {
    private let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "App",
        dependencies: [
            .package(path: "Core/Resolver"),
            .package(path: "Features/Login/LoginAPI"), // the login feature
            .package(url: "https://example.com/x.git", from: "1.0.0"),
        ],
        targets: [
            .target(
                name: "AppDI",
                dependencies: [
                    .product(name: "Resolver", package: "Resolver"),
                    .product(name: "LoginAPI", package: "LoginAPI"),
                ],
                path: "App/DI"
            ),

            // Features/Login
            .testTarget(name: "LoginImplTests", path: "Features/Login/LoginImpl/Tests/LoginImplTests"),
        ]
    )

    """

    private let folders = ["Resolver": "Core", "LoginAPI": "Features", "CardsUseCaseImpl": "Features"]
    private let impl = ModuleReference(package: "CardsUseCaseImpl", directory: "Features/Cards/CardsUseCaseImpl")

    private func edited(_ source: String) throws -> String {
        var editor = RootManifestEditor(source: source, packageFolders: folders)
        try editor.addPackages(directories: ["Features/Cards/CardsUseCaseImpl"])
        try editor.addProducts([impl], toTarget: "AppDI")
        try editor.addTestTargets([RootTestTarget(spec: spec, group: "Features/Cards")])
        return editor.source
    }

    private var spec: PackageSpec {
        PackageSpec(name: "CardsUseCaseImpl", directory: "Features/Cards/CardsUseCaseImpl", kind: .impl, dependencies: [], testDependencies: [], files: [:])
    }

    func testAddsEntriesInTheFilesStyleAndKeepsEverythingElse() throws {
        let expected = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [
                .package(path: "Core/Resolver"),
                .package(path: "Features/Login/LoginAPI"), // the login feature
                .package(path: "Features/Cards/CardsUseCaseImpl"),
                .package(url: "https://example.com/x.git", from: "1.0.0"),
            ],
            targets: [
                .target(
                    name: "AppDI",
                    dependencies: [
                        .product(name: "Resolver", package: "Resolver"),
                        .product(name: "LoginAPI", package: "LoginAPI"),
                        .product(name: "CardsUseCaseImpl", package: "CardsUseCaseImpl"),
                    ],
                    path: "App/DI"
                ),

                // Features/Login
                .testTarget(name: "LoginImplTests", path: "Features/Login/LoginImpl/Tests/LoginImplTests"),

                // Features/Cards
                .testTarget(
                    name: "CardsUseCaseImplTests",
                    dependencies: [
                        .product(name: "CardsUseCaseImpl", package: "CardsUseCaseImpl"),
                    ],
                    path: "Features/Cards/CardsUseCaseImpl/Tests/CardsUseCaseImplTests"
                ),
            ]
        )

        """
        XCTAssertEqual(try edited(manifest), expected)
    }

    func testIsIdempotent() throws {
        let once = try edited(manifest)
        XCTAssertEqual(try edited(once), once)
    }

    func testAddsACommaWhenTheLastElementHasNone() throws {
        var editor = RootManifestEditor(source: "let package = Package(name: \"A\", dependencies: [\n    .package(path: \"Core/Resolver\")\n])\n", packageFolders: [:])
        try editor.addPackages(directories: ["Core/Reactive"])
        XCTAssertEqual(editor.source, "let package = Package(name: \"A\", dependencies: [\n    .package(path: \"Core/Resolver\"),\n    .package(path: \"Core/Reactive\")\n])\n")
    }

    func testACommentAfterTheLastElementStaysAfterItsNewComma() throws {
        var editor = RootManifestEditor(source: "let package = Package(name: \"A\", dependencies: [\n    .package(path: \"Core/Resolver\") // core\n])\n", packageFolders: [:])
        try editor.addPackages(directories: ["Core/Reactive"])
        XCTAssertEqual(editor.source, "let package = Package(name: \"A\", dependencies: [\n    .package(path: \"Core/Resolver\"), // core\n    .package(path: \"Core/Reactive\")\n])\n")
    }
}
