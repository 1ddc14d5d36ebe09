import CleanArchCLI
import Foundation
import XCTest

/// End to end: scaffolds a feature, a coordinator and a data source into a copy of the fixture
/// (configured like PayRed: coordinator doubles subclass `CoordinatorSpy`), then the result must
/// build, its generated tests (over the stubs `cleanarch doubles` wrote) pass, and
/// `cleanarch check`, `doubles --check` and `manifests --check` be clean.
final class GeneratedWorkspaceTests: XCTestCase {
    /// A fixed place, so reruns reuse the build of Core and its dependencies.
    private let base = FixtureWorkspace.repository.appendingPathComponent(".build/scaffold-e2e")

    func testScaffoldedWorkspaceBuildsPassesItsTestsAndTheCheck() throws {
        let root = try FixtureWorkspace.copy(to: base.appendingPathComponent("workspace"))
        for arguments in [["feature", "Cards"], ["coordinator", "Cards"], ["datasource", "CardsCache", "--feature", "Cards"]] {
            let result = CleanArchCommand.main(arguments: ["new"] + arguments + ["--path", root.path])
            XCTAssertEqual(result.exitCode, 0, result.standardError)
        }

        let scratch = base.appendingPathComponent("build").path
        try swift(["build", "--build-tests", "--scratch-path", scratch], in: root)
        try swift(["test", "--skip-build", "--scratch-path", scratch], in: root)

        let check = CleanArchCommand.main(arguments: ["check", root.path, "--no-cache"])
        XCTAssertEqual(check.exitCode, 0, check.standardOutput + check.standardError)
        let doubles = CleanArchCommand.main(arguments: ["doubles", "--check", root.path, "--no-cache"])
        XCTAssertEqual(doubles.exitCode, 0, doubles.standardOutput + doubles.standardError)
        let manifests = CleanArchCommand.main(arguments: ["manifests", "--check", root.path, "--no-cache"])
        XCTAssertEqual(manifests.exitCode, 0, manifests.standardOutput + manifests.standardError)
    }

    /// Runs `swift` with `arguments` in `directory`; fails the test with its output on a non-zero exit.
    private func swift(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, "swift \(arguments.joined(separator: " ")):\n\(text.suffix(6000))")
        let warnings = text.split(separator: "\n").filter { $0.contains("warning:") && $0.contains("/workspace/") && !$0.contains("/Core/") }
        XCTAssertEqual(warnings, [], "the generated code has warnings")
    }
}
