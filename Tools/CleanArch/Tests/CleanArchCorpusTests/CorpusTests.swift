import CleanArchCLI
import Foundation
import XCTest

/// The regression corpus: each folder of `Corpus/` is a small workspace built for one way real
/// workspaces broke `cleanarch` (see its README.md), with the exact output of `check`, `graph` and
/// `doubles` in `expected.txt`. Run with `CLEANARCH_CORPUS_RECORD=1` to rewrite the expectations,
/// then review the diff.
final class CorpusTests: XCTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    private static let commands: [[String]] = [["check", "--no-cache"], ["graph", "--no-cache"], ["doubles", "--no-cache"]]

    // One test per case, named after its folder; each failed before its fix (issue 13).
    func testTernaryInExclude() throws { try assertCase("ternary-exclude") }
    func testLetAssignedInIfElse() throws { try assertCase("assigned-in-if-else") }
    func testFlatMapProductsAndTargets() throws { try assertCase("flatmap-products") }
    func testMultiStatementHelperFunction() throws { try assertCase("multi-statement-helper") }
    func testCommentOnlyManifest() throws { try assertCase("comment-only-manifest") }
    func testDirectorySymlinkElsewhereInTheTree() throws { try assertCase("symlink-elsewhere") }
    func testTopLevelPackageMutations() throws { try assertCase("package-mutations") }
    func testPackagesWithTheSameName() throws { try assertCase("same-name-packages") }
    func testPlatformAndConfiguredSystemModules() throws { try assertCase("system-modules") }
    func testMacroAndPluginToolDependencies() throws { try assertCase("macro-and-plugin-tool") }
    func testDocCSnippetsAndVersionSpecificManifests() throws { try assertCase("docc-snippets-manifests") }
    func testDoublesOfUnusualProtocols() throws { try assertCase("doubles-edge-cases") }
    func testAPIPackageOutsideTheLayerFolders() throws { try assertCase("layout-api-outside-layer") }
    func testWorkspaceMixingEveryConstruct() throws { try assertCase("mixed") }
    // Issue 24: modules as the build provides them, `#if` as SwiftPM compiles it, sources as it sees them.
    func testProductModulesFromCheckouts() throws { try assertCase("checkout-product-modules") }
    func testC99TargetNamesAndModuleAliases() throws { try assertCase("c99-names-and-aliases") }
    func testImportsUnderIfConfig() throws { try assertCase("if-config-imports") }
    func testResourcesAndPlugins() throws { try assertCase("resources-and-plugins") }
    func testMissingAndEmptyLocalPackages() throws { try assertCase("local-package-missing") }
    func testApplesMacroTemplate() throws { try assertCase("macro-template") }
    func testConditionsModuleMapsAndUnknownDependencies() throws { try assertCase("conditions-and-module-maps") }
    func testManifestPatterns() throws { try assertCase("manifest-patterns") }
    func testImportsUnderSwiftVersionInEachLanguageMode() throws { try assertCase("language-mode-imports") }

    func testEveryCaseHasATest() throws {
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(Set(cases).count, 23, "add a test method for each new corpus case")
    }

    /// Runs every command on a copy of the case and compares the transcript with `expected.txt`.
    private func assertCase(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let source = Self.corpus.appendingPathComponent(name)
        let workspace = try CorpusWorkspace(copying: source)
        let transcript = Self.commands.map { arguments in
            let result = CleanArchCommand.main(arguments: [arguments[0], workspace.url.path] + arguments.dropFirst())
            return "$ cleanarch \(arguments.joined(separator: " "))\nexit: \(result.exitCode)\n"
                + "stdout:\n\(result.standardOutput)stderr:\n\(result.standardError)"
        }.joined(separator: "\n")
        let expectedFile = source.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["CLEANARCH_CORPUS_RECORD"] != nil {
            try transcript.write(to: expectedFile, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
        XCTAssertEqual(transcript, expected, "corpus case \(name)", file: file, line: line)
    }
}

/// A copy of a corpus case in a temporary directory, with the symbolic links its `links.txt`
/// lists (`path -> destination`) and its `checkouts/` moved to `.build/checkouts` (where
/// `swift package resolve` puts them; git ignores `.build`), removed when released.
private final class CorpusWorkspace {
    let url: URL

    init(copying source: URL) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cleanarch-corpus-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: url)
        try? FileManager.default.removeItem(at: url.appendingPathComponent("expected.txt"))
        let checkouts = url.appendingPathComponent("checkouts")
        if FileManager.default.fileExists(atPath: checkouts.path) {
            try FileManager.default.createDirectory(at: url.appendingPathComponent(".build"), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: checkouts, to: url.appendingPathComponent(".build/checkouts"))
        }
        let links = (try? String(contentsOf: url.appendingPathComponent("links.txt"), encoding: .utf8)) ?? ""
        for line in links.split(separator: "\n") {
            let parts = line.components(separatedBy: " -> ")
            guard parts.count == 2 else { continue }
            try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent(parts[0]).path, withDestinationPath: parts[1])
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
