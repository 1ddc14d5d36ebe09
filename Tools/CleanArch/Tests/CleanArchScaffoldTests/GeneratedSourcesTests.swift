import CleanArchCLI
import XCTest

/// What `cleanarch new` writes, read without building it: the screen's MVI shape, tests over the
/// generated doubles, and manifests that declare exactly what the sources import.
final class GeneratedSourcesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try FixtureWorkspace.copy()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func run(_ arguments: String...) {
        let result = CleanArchCommand.main(arguments: ["new"] + arguments + ["--path", root.path])
        XCTAssertEqual(result.exitCode, 0, result.standardError)
    }

    private func read(_ path: String) throws -> String {
        try FixtureWorkspace.read(path, in: root)
    }

    /// The workspace-relative paths of the Swift files under `directory`.
    private func swiftFiles(under directory: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent(directory).path)
            .filter { $0.hasSuffix(".swift") }
            .map { "\(directory)/\($0)" }
    }

    func testTheScreenHasTheMVIShapeAndItsTestsCompareTheStateWhole() throws {
        run("feature", "Cards")
        let impl = "Features/Cards/Presentation/CardsScreen/CardsScreenImpl"

        let viewModel = try read("\(impl)/Sources/CardsScreenImpl/CardsScreenViewModel.swift")
        for part in [
            "@MainActor\n@Observable\nfinal class CardsScreenViewModel {", "    struct State: Equatable {",
            "    enum Action: Equatable {", "    private(set) var state = State()", "    func reduce(_ action: Action) {",
            "    func send(_ action: Action) async {\n        reduce(action)\n", "await dependencies.coordinator.closeCardsScreen()",
        ] {
            XCTAssertTrue(viewModel.contains(part), "the view model lacks \(part):\n\(viewModel)")
        }
        let view = try read("\(impl)/Sources/CardsScreenImpl/CardsScreenView.swift")
        for part in ["let state = viewModel.state", "await viewModel.send(.load)", "Esc: back · Ctrl-C: quit\").dim()",
                     ".onEscape { Task { await viewModel.send(.close) } }"] {
            XCTAssertTrue(view.contains(part), "the view lacks \(part):\n\(view)")
        }
        let tests = try read("\(impl)/Tests/CardsScreenImplTests/CardsScreenViewModelTests.swift")
        XCTAssertTrue(tests.contains("private typealias State = CardsScreenViewModel.State"), tests)
        XCTAssertTrue(tests.contains("XCTAssertEqual(sut.state, State(content: .loading))"), tests)
        XCTAssertTrue(tests.contains("XCTAssertEqual(coordinator.closeCardsScreenCallCount, 1)"), tests)
    }

    func testImplTestsUseTheStubsCleanarchDoublesGenerated() throws {
        run("feature", "Cards")
        let files = try swiftFiles(under: "Features/Cards")
        let stubs = Set(files.filter { $0.contains("TestDoubles/") }
            .map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
            .filter { $0.hasSuffix("Stub") })
        let tests = files.filter { $0.contains("ImplTests/") }

        XCTAssertEqual(tests.count, 3, "\(files)")
        for path in tests {
            let text = try read(path)
            XCTAssertTrue(text.contains("APITestDoubles\n"), "\(path) imports no TestDoubles product")
            XCTAssertFalse(text.contains("private final class") || text.contains("private struct"), "\(path) declares its own doubles")
            let used = Set(text.split { !($0.isLetter || $0.isNumber) }.map(String.init).filter { $0.hasSuffix("Stub") })
            XCTAssertFalse(used.isEmpty, "\(path) uses no stub")
            XCTAssertTrue(used.isSubset(of: stubs), "\(path) uses \(used.subtracting(stubs).sorted()); generated: \(stubs.sorted())")
        }
    }

    func testManifestsDeclareExactlyWhatTheSourcesImport() {
        run("feature", "Cards")
        run("coordinator", "Cards")
        run("datasource", "CardsCache", "--feature", "Cards")

        let check = CleanArchCommand.main(arguments: ["check", root.path, "--no-cache"])

        for rule in ["[dependency-used]", "[import-declared]"] {
            XCTAssertFalse(check.standardOutput.contains(rule), check.standardOutput)
        }
    }

    func testCoordinatorDoublesDependOnTheConfiguredSpy() throws {
        run("coordinator", "Cards")
        let api = "Coordinator/CardsCoordinator/CardsCoordinatorAPI"

        let manifest = try read("\(api)/Package.swift")
        let doublesTarget = """
                    dependencies: [
                        "CardsCoordinatorAPI",
                        .product(name: "SUICoordinator", package: "SUICoordinator"),
                        .product(name: "SUICoordinatorTestDoubles", package: "SUICoordinator"),
                    ],
                    path: "Tests/CardsCoordinatorAPITestDoubles"
        """
        XCTAssertTrue(manifest.contains(doublesTarget), manifest)
        let stub = try read("\(api)/Tests/CardsCoordinatorAPITestDoubles/CardsCoordinatorStub.swift")
        XCTAssertTrue(stub.contains("import SUICoordinatorTestDoubles\n"), stub)
    }

    func testWithoutAConfiguredSpyCoordinatorDoublesDoNotDependOnIt() throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(".cleanarch.yml"))

        run("coordinator", "Cards")

        let manifest = try read("Coordinator/CardsCoordinator/CardsCoordinatorAPI/Package.swift")
        XCTAssertFalse(manifest.contains("SUICoordinatorTestDoubles"), manifest)
    }
}
