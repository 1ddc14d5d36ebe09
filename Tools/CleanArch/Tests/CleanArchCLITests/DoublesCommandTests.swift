import CleanArchCLI
import CleanArchTestSupport
import Foundation
import XCTest

/// `cleanarch doubles` and `--check`, in-process on a workspace in a temporary directory.
final class DoublesCommandTests: XCTestCase {
    private var workspace: TemporaryWorkspace!
    private var root: URL { workspace.url }
    private let double = "Tests/AAPITestDoubles/AUseCaseStub.swift"

    override func setUpWithError() throws {
        workspace = try TemporaryWorkspace()
        try workspace.write("Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "AAPI", targets: [
            .target(name: "AAPI"),
            .target(name: "AAPITestDoubles", dependencies: ["AAPI"], path: "Tests/AAPITestDoubles"),
        ])
        """)
        try workspace.write("Sources/AAPI/AUseCaseProtocol.swift", "public protocol AUseCaseProtocol: Sendable { func run() async }\n")
    }

    override func tearDown() {
        workspace = nil
    }

    func testCheckNamesMissingDoublesUntilTheyAreGenerated() {
        let stale = CleanArchCommand.main(arguments: ["doubles", "--check", "--no-cache", root.path])
        XCTAssertEqual(stale.exitCode, 1)
        XCTAssertEqual(stale.standardOutput, "\(double): missing (would be created)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(double).path), "--check writes nothing")

        let generated = CleanArchCommand.main(arguments: ["doubles", "--no-cache", root.path])
        XCTAssertEqual(generated.exitCode, 0, generated.standardError)
        XCTAssertTrue(generated.standardOutput.contains("1 created, 0 rewritten, 0 removed, 0 unchanged"), generated.standardOutput)

        let upToDate = CleanArchCommand.main(arguments: ["doubles", "--check", "--no-cache", root.path])
        XCTAssertEqual(upToDate.exitCode, 0)
        XCTAssertEqual(upToDate.standardOutput, "All 1 generated doubles are up to date.\n")
    }

    func testEditedDoubleIsStale() throws {
        _ = CleanArchCommand.main(arguments: ["doubles", "--no-cache", root.path])
        let url = root.appendingPathComponent(double)
        try (String(contentsOf: url, encoding: .utf8) + "// edit\n").write(to: url, atomically: true, encoding: .utf8)
        let result = CleanArchCommand.main(arguments: ["doubles", "--check", "--no-cache", root.path])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.standardOutput, "\(double): out of date (would be rewritten)\n")
    }
}
