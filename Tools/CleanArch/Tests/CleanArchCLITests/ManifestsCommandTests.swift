import CleanArchCLI
import CleanArchTestSupport
import Foundation
import XCTest

/// `cleanarch manifests` and `--check`, in-process on a workspace in a temporary directory: a
/// use case pair whose Impl manifest has drifted from its imports, and a root that copies tests.
final class ManifestsCommandTests: XCTestCase {
    private var workspace: TemporaryWorkspace!
    private var root: URL { workspace.url }
    private let api = "Features/Pay/UseCases/PayUseCase/PayUseCaseAPI"
    private let impl = "Features/Pay/UseCases/PayUseCase/PayUseCaseImpl"

    override func setUpWithError() throws {
        workspace = try TemporaryWorkspace()
        try workspace.write("Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "App",
            dependencies: [
                .package(path: "\(api)"),
            ],
            targets: [
                .executableTarget(name: "App", dependencies: [], path: "App"),
                // cleanarch:tests begin
                // cleanarch:tests end
            ]
        )
        """)
        try workspace.write("App/main.swift", "import PayUseCaseImpl\n")
        try workspace.write("\(api)/Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "PayUseCaseAPI",
            products: [.library(name: "PayUseCaseAPI", targets: ["PayUseCaseAPI"])],
            targets: [.target(name: "PayUseCaseAPI")]
        )
        """)
        try workspace.write("\(api)/Sources/PayUseCaseAPI/PayUseCaseProtocol.swift", "public protocol PayUseCaseProtocol {}\n")
        try workspace.write("\(impl)/Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "PayUseCaseImpl",
            platforms: [.macOS(.v15)],
            products: [.library(name: "PayUseCaseImpl", targets: ["PayUseCaseImpl"])],
            dependencies: [
                .package(path: "../../../../../Core/Unused"),
            ],
            targets: [
                .target(name: "PayUseCaseImpl"),
                .testTarget(
                    name: "PayUseCaseImplTests",
                    dependencies: ["PayUseCaseImpl"],
                    exclude: ["__Snapshots__"]
                ),
            ]
        )
        """)
        try workspace.write("\(impl)/Sources/PayUseCaseImpl/PayUseCase.swift", "import Foundation\nimport PayUseCaseAPI\n")
        try workspace.write("\(impl)/Tests/PayUseCaseImplTests/PayUseCaseTests.swift", "@testable import PayUseCaseImpl\nimport PayUseCaseAPI\nimport XCTest\n")
        try workspace.write("Core/Unused/Package.swift", TemporaryWorkspace.manifest("Unused", targets: ["Unused"]))
        try workspace.write("Core/Unused/Sources/Unused/Unused.swift", "public let unused = 0\n")
    }

    override func tearDown() {
        workspace = nil
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func testCheckShowsTheDriftAndTheRewriteRemovesIt() throws {
        let before = try read("\(impl)/Package.swift")
        let stale = CleanArchCommand.main(arguments: ["manifests", "--check", "--no-cache", root.path])
        XCTAssertEqual(stale.exitCode, 1, stale.standardError)
        XCTAssertTrue(stale.standardOutput.contains("+        .package(path: \"../PayUseCaseAPI\"),"), stale.standardOutput)
        XCTAssertTrue(stale.standardOutput.contains("-        .package(path: \"../../../../../Core/Unused\"),"), stale.standardOutput)
        XCTAssertEqual(try read("\(impl)/Package.swift"), before, "--check writes nothing")

        let written = CleanArchCommand.main(arguments: ["manifests", "--no-cache", root.path])
        XCTAssertEqual(written.exitCode, 0, written.standardError)
        let upToDate = CleanArchCommand.main(arguments: ["manifests", "--check", "--no-cache", root.path])
        XCTAssertEqual(upToDate.exitCode, 0, upToDate.standardOutput)
        XCTAssertTrue(upToDate.standardOutput.hasPrefix("All "), upToDate.standardOutput)
    }

    func testImportsBecomeDependenciesAndHandWrittenPartsStay() throws {
        _ = CleanArchCommand.main(arguments: ["manifests", "--no-cache", root.path])
        XCTAssertEqual(try read("\(impl)/Package.swift"), """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "PayUseCaseImpl",
            platforms: [.macOS(.v15)],
            products: [.library(name: "PayUseCaseImpl", targets: ["PayUseCaseImpl"])],
            dependencies: [
                .package(path: "../PayUseCaseAPI"),
            ],
            targets: [
                .target(name: "PayUseCaseImpl", dependencies: [
                    .product(name: "PayUseCaseAPI", package: "PayUseCaseAPI"),
                ]),
                .testTarget(
                    name: "PayUseCaseImplTests",
                    dependencies: ["PayUseCaseImpl", .product(name: "PayUseCaseAPI", package: "PayUseCaseAPI")],
                    exclude: ["__Snapshots__"]
                ),
            ]
        )
        """)
    }

    func testRootCopiesEveryPackagesTestTargetsAndDeclaresTheirPackages() throws {
        _ = CleanArchCommand.main(arguments: ["manifests", "--no-cache", root.path])
        let manifest = try read("Package.swift")
        XCTAssertTrue(manifest.contains("""
                // cleanarch:tests begin
                // Features/Pay
                .testTarget(
                    name: "PayUseCaseImplTests",
                    dependencies: [
                        .product(name: "PayUseCaseImpl", package: "PayUseCaseImpl"),
                        .product(name: "PayUseCaseAPI", package: "PayUseCaseAPI"),
                    ],
                    path: "\(impl)/Tests/PayUseCaseImplTests",
                    exclude: ["__Snapshots__"]
                ),
                // cleanarch:tests end
        """), manifest)
        XCTAssertTrue(manifest.contains("""
                .executableTarget(name: "App", dependencies: [
                    .product(name: "PayUseCaseImpl", package: "PayUseCaseImpl"),
                ], path: "App"),
        """), manifest)
        XCTAssertTrue(manifest.contains("""
            dependencies: [
                .package(path: "\(api)"),
                .package(path: "\(impl)"),
            ],
        """), manifest)
    }

    func testAnImportNothingProvidesLeavesTheManifestAndFails() throws {
        try workspace.write("\(impl)/Sources/PayUseCaseImpl/Missing.swift", "import NowhereToBeFound\n")
        let before = try read("\(impl)/Package.swift")
        let result = CleanArchCommand.main(arguments: ["manifests", "--no-cache", root.path])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.standardError.contains("'NowhereToBeFound' is imported but no package of the workspace or its checkouts provides it"),
                      result.standardError)
        XCTAssertEqual(try read("\(impl)/Package.swift"), before)
    }
}
