import CleanArchCLI
import CleanArchTestSupport
import Foundation
import XCTest

/// The command line, run in-process on workspaces written to temporary directories.
final class CLITests: XCTestCase {
    private var workspace: TemporaryWorkspace!
    private var root: URL { workspace.url }

    override func setUpWithError() throws {
        workspace = try TemporaryWorkspace()
        try workspace.write("Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App", path: "Sources/App")])
        """)
        try workspace.write("Sources/App/App.swift", "public struct App {}\n")
    }

    override func tearDown() {
        workspace = nil
    }

    private func run(_ arguments: String...) -> CommandResult {
        CleanArchCommand.main(arguments: arguments)
    }

    func testCleanWorkspaceExitsZero() {
        let result = run("check", root.path)
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("No violations"), result.standardOutput)
    }

    func testViolationExitsOneWithXcodeStyleLines() throws {
        try workspace.write("Stray.swift", "let x = 1\n")
        let result = run("check", root.path)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.standardOutput.hasPrefix("Stray.swift:1:1: error: [no-loose-sources]"), result.standardOutput)
    }

    func testCachedResultsFollowEveryChange() throws {
        try workspace.write("Stray.swift", "let x = 1\n")
        XCTAssertEqual(run("check", root.path).exitCode, 1)
        XCTAssertEqual(run("check", root.path).exitCode, 1, "the cached result still reports the violation")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Stray.swift"))
        XCTAssertEqual(run("check", root.path).exitCode, 0, "a removed file invalidates the cached result")
        try workspace.write(".cleanarch.yml", "rules:\n  no-loose-sources: { severity: warning }\n")
        try workspace.write("Stray.swift", "let x = 1\n")
        let warned = run("check", root.path)
        XCTAssertEqual(warned.exitCode, 0)
        XCTAssertTrue(warned.standardOutput.contains("warning: [no-loose-sources]"), warned.standardOutput)
    }

    func testCachedResultKeepsItsInputDiagnosticsUntilTheDiskOutsideTheWorkspaceChanges() throws {
        let outside = try TemporaryWorkspace()
        let kit = outside.url.appendingPathComponent("Kit").path
        try workspace.write("Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "App", dependencies: [.package(path: "\(kit)")],
                              targets: [.target(name: "App", path: "Sources/App")])
        """)
        let missing = "local package '\(kit)' does not exist"
        let first = run("check", root.path)
        XCTAssertEqual(first.exitCode, 3)
        XCTAssertTrue(first.standardOutput.contains(missing), first.standardOutput)
        let cached = run("check", root.path, "--stats")
        XCTAssertEqual(cached.exitCode, 3, "the cached result is still partial")
        XCTAssertTrue(cached.standardOutput.contains(missing), cached.standardOutput)
        XCTAssertTrue(cached.standardError.contains("cached result"), cached.standardError)
        XCTAssertTrue(cached.standardError.contains("packages: 1 (1 manifests found, 1 read)"), cached.standardError)
        try outside.write("Kit/Package.swift", TemporaryWorkspace.manifest("Kit"))
        let found = run("check", root.path)
        XCTAssertEqual(found.exitCode, 0, "the package appearing invalidates the cached result: \(found.standardOutput)")
    }

    func testCachedResultFollowsAChangedModuleMap() throws {
        try workspace.write("Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "CLib", path: "Sources/CLib"),
            .target(name: "App", dependencies: ["CLib"], path: "Sources/App"),
        ])
        """)
        try workspace.write("Sources/CLib/include/module.modulemap", "module CLibModule { header \"clib.h\" }\n")
        try workspace.write("Sources/App/App.swift", "import CLibModule\n")
        XCTAssertEqual(run("check", root.path).exitCode, 0)
        try workspace.write("Sources/CLib/include/module.modulemap", "module Renamed { header \"clib.h\" }\n")
        let renamed = run("check", root.path)
        XCTAssertEqual(renamed.exitCode, 1, "no dependency provides CLibModule any more: \(renamed.standardOutput)")
        XCTAssertTrue(renamed.standardOutput.contains("[import-declared]"), renamed.standardOutput)
    }

    func testJSONFormatListsViolations() throws {
        try workspace.write("Stray.swift", "let x = 1\n")
        let result = run("check", root.path, "--format", "json", "--no-cache")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let violations = try XCTUnwrap(object?["violations"] as? [[String: Any]])
        XCTAssertEqual(violations.first?["rule"] as? String, "no-loose-sources")
        XCTAssertEqual(Set(violations.first?.keys ?? [:].keys), ["rule", "severity", "file", "line", "column", "message"])
    }

    func testBaselineAcceptsKnownViolationsAndReportsStaleOnes() throws {
        try workspace.write("Stray.swift", "let x = 1\n")
        let baseline = root.appendingPathComponent("baseline.json").path
        XCTAssertEqual(run("check", root.path, "--write-baseline", baseline).exitCode, 0)
        XCTAssertEqual(run("check", root.path, "--baseline", baseline).exitCode, 0)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Stray.swift"))
        let stale = run("check", root.path, "--baseline", baseline)
        XCTAssertEqual(stale.exitCode, 0)
        XCTAssertTrue(stale.standardOutput.contains("stale"), stale.standardOutput)
    }

    func testMissingPathIsAUsageError() {
        let result = run("check", root.appendingPathComponent("nope").path)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.standardError.contains("nope"), result.standardError)
    }

    /// The rest is still checked and reported; exit 3 says the result is partial.
    func testADirectoryWithoutAManifestIsAUsageErrorNotACleanWorkspace() throws {
        let empty = try TemporaryWorkspace()
        try empty.write("Notes/readme.txt", "no package here\n")
        for command in ["check", "graph", "doubles"] {
            let result = run(command, empty.url.path)
            XCTAssertEqual(result.exitCode, 2, command)
            XCTAssertTrue(result.standardError.contains("no Package.swift in"), "\(command): \(result.standardError)")
            XCTAssertFalse(result.standardOutput.contains("No violations"), command)
        }
    }

    func testMalformedManifestNamesTheFileAndExitsThree() throws {
        try workspace.write("Broken/Package.swift", "let package = Package(name: \"Broken\", targets: [.target(name: \n")
        let result = run("check", root.path)
        XCTAssertEqual(result.exitCode, 3)
        XCTAssertTrue(result.standardOutput.contains("Broken/Package.swift:1:"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("partial result: 1 part of the workspace could not be read"), result.standardOutput)
    }

    func testBinarySourceFileIsNamedInEveryFormatAndTheRestIsChecked() throws {
        try Data([0x00, 0xFF, 0xFE, 0x00]).write(to: root.appendingPathComponent("Sources/App/Blob.swift"))
        let text = run("check", root.path)
        XCTAssertEqual(text.exitCode, 3)
        XCTAssertTrue(text.standardOutput.contains("Sources/App/Blob.swift:1:1: warning: [input] binary file"), text.standardOutput)
        let json = run("check", root.path, "--format", "json")
        XCTAssertEqual(json.exitCode, 3)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((document["summary"] as? [String: Any])?["partial"] as? Bool, true)
        XCTAssertEqual((document["input"] as? [[String: Any]])?.first?["file"] as? String, "Sources/App/Blob.swift")
        let sarif = run("check", root.path, "--format", "sarif")
        XCTAssertEqual(sarif.exitCode, 3)
        XCTAssertTrue(sarif.standardError.contains("Sources/App/Blob.swift:1:1: warning: binary file"), sarif.standardError)
    }

    func testGraphAndDoublesFinishOnAPartialWorkspace() throws {
        try workspace.write("Broken/Package.swift", "// swift-tools-version: 6.0\n// nothing here yet\n")
        let graph = run("graph", root.path)
        XCTAssertEqual(graph.exitCode, 3)
        XCTAssertTrue(graph.standardOutput.contains("App"), graph.standardOutput)
        XCTAssertTrue(graph.standardError.contains("Broken/Package.swift:1:1: warning: no `let package"), graph.standardError)
        let doubles = run("doubles", root.path, "--check")
        XCTAssertEqual(doubles.exitCode, 3)
        XCTAssertTrue(doubles.standardError.contains("Broken/Package.swift"), doubles.standardError)
    }

    func testUnknownFormatIsAUsageError() {
        XCTAssertEqual(run("check", root.path, "--format", "yaml").exitCode, 2)
    }

    func testRulesListsEveryRuleId() {
        let output = run("rules").standardOutput
        for id in ["api-depends-only-on-api", "impl-not-on-impl", "di-only-in-impl", "usecase-framework-free",
                   "domain-not-codable", "api-has-no-implementation", "repository-protocol-in-usecase-api",
                   "presentation-not-on-data", "impl-registered", "test-doubles-present", "no-loose-sources",
                   "import-declared", "dependency-used", "no-cycles", "layout"] {
            XCTAssertTrue(output.contains(id), id)
        }
    }

    func testExplainKnownAndUnknownRules() {
        let known = run("explain", "impl-not-on-impl")
        XCTAssertEqual(known.exitCode, 0)
        XCTAssertTrue(known.standardOutput.contains("Fix:"))
        let unknown = run("explain", "nope")
        XCTAssertEqual(unknown.exitCode, 2)
        XCTAssertTrue(unknown.standardError.contains("Known rules"))
    }

    func testGraphMermaidAndUnknownSource() {
        let graph = run("graph", root.path, "--format", "mermaid")
        XCTAssertEqual(graph.exitCode, 0, graph.standardError)
        XCTAssertTrue(graph.standardOutput.hasPrefix("flowchart LR"), graph.standardOutput)
        XCTAssertEqual(run("graph", root.path, "--source", "Nope").exitCode, 2)
    }

    func testGraphMarksExactlyTheEdgesTheCheckReports() throws {
        for name in ["A", "B"] {
            let dependency = name == "A" ? #".package(path: "../../BUseCase/BUseCaseImpl"),"# : ""
            let product = name == "A" ? #".product(name: "BUseCaseImpl", package: "BUseCaseImpl")"# : ""
            try workspace.write("Features/F/UseCases/\(name)UseCase/\(name)UseCaseImpl/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "\(name)UseCaseImpl",
                products: [.library(name: "\(name)UseCaseImpl", targets: ["\(name)UseCaseImpl"])],
                dependencies: [\(dependency)],
                targets: [.target(name: "\(name)UseCaseImpl", dependencies: [\(product)])]
            )
            """)
            try workspace.write("Features/F/UseCases/\(name)UseCase/\(name)UseCaseImpl/Sources/\(name)UseCaseImpl/\(name).swift",
                      name == "A" ? "import BUseCaseImpl\n" : "public struct B {}\n")
        }
        func redEdges() throws -> [String] {
            let graph = run("graph", root.path, "--format", "json")
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(graph.standardOutput.utf8)) as? [String: Any])
            let edges = try XCTUnwrap(json["edges"] as? [[String: Any]])
            return edges.filter { $0["ruleBreaking"] as? Bool == true }.map { "\($0["from"] ?? "")->\($0["to"] ?? "")" }
        }

        XCTAssertTrue(run("check", root.path).standardOutput.contains("[impl-not-on-impl]"))
        XCTAssertEqual(try redEdges(), ["AUseCaseImpl->BUseCaseImpl"])

        try workspace.write(".cleanarch.yml", "rules:\n  impl-not-on-impl: { severity: off }\n")
        XCTAssertFalse(run("check", root.path).standardOutput.contains("[impl-not-on-impl]"))
        XCTAssertEqual(try redEdges(), [], "a rule switched off colours nothing")
    }

    func testHelpExitsZero() {
        let result = run("--help")
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(result.standardOutput.contains("check"))
    }

    func testSubcommandHelpDescribesTheSubcommand() {
        for arguments in [["new", "--help"], ["help", "doubles"], ["check", "-h"]] {
            let result = CleanArchCommand.main(arguments: arguments)
            XCTAssertEqual(result.exitCode, 0, "\(arguments)")
            let command = arguments.first { $0 != "help" } ?? ""
            XCTAssertTrue(result.standardOutput.contains("USAGE: cleanarch \(command)"), "\(arguments): \(result.standardOutput)")
        }
        XCTAssertTrue(CleanArchCommand.main(arguments: []).standardOutput.contains("SUBCOMMANDS:"))
    }

    func testDependenciesSwiftPMCannotResolveAreReported() throws {
        try workspace.write("Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "App", dependencies: [.package(path: "Kit")], targets: [
            .target(name: "App", dependencies: [
                .product(name: "Kit", package: "Kit"), .product(name: "Missing", package: "Kit"),
                .product(name: "Other", package: "Other"), .target(name: "Nope"), "Ghost",
            ], path: "Sources/App"),
        ])
        """)
        try workspace.write("Sources/App/App.swift", "import Kit\nimport Other\n")
        try workspace.write("Kit/Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
        """)
        try workspace.write("Kit/Sources/Kit/Kit.swift", "public struct Kit {}\n")
        try workspace.write("Other/Package.swift", TemporaryWorkspace.manifest("Other"))
        try workspace.write("Other/Sources/Other/Other.swift", "public struct Other {}\n")
        let result = run("check", root.path)
        let lines = result.standardOutput.split(separator: "\n").filter { $0.contains("[dependency-resolves]") }.map {
            $0.components(separatedBy: "] ").last ?? ""
        }
        XCTAssertEqual(lines, [
            "dependency 'Missing' of target 'App' of 'App' names no product 'Missing' of 'Kit'",
            "dependency 'Other' of target 'App' of 'App' names package 'Other', which this package does not depend on",
            "dependency 'Nope' of target 'App' of 'App' names no target of this package",
            "dependency 'Ghost' of target 'App' of 'App' names no target of this package and no package it depends on",
        ], result.standardOutput)
    }
}
