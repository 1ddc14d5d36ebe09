import CleanArchCLI
import XCTest

final class NewCommandTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try FixtureWorkspace.copy()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func run(_ arguments: String...) -> CommandResult {
        CleanArchCommand.main(arguments: ["new"] + arguments + ["--path", root.path])
    }

    func testRefusesAnExistingNameWithExitCode2() {
        XCTAssertEqual(run("feature", "Cards").exitCode, 0)

        let again = run("usecase", "Cards", "--feature", "Cards")

        XCTAssertEqual(again.exitCode, 2)
        XCTAssertTrue(again.standardError.contains("already in the workspace"), again.standardError)
        XCTAssertTrue(again.standardError.contains("module 'CardsUseCaseAPI'"), again.standardError)
    }

    func testNextStepsNameTheProtocolsLeftToImplement() {
        let feature = run("feature", "Cards")

        XCTAssertEqual(feature.exitCode, 0, feature.standardError)
        let steps = feature.standardOutput.components(separatedBy: "Next steps:\n").last ?? ""
        XCTAssertTrue(steps.contains("- conform a coordinator to CardsScreenCoordinatorProtocol"), steps)
        XCTAssertTrue(steps.contains("- implement CardsRepositoryRemoteDataProtocol"), steps)
        XCTAssertFalse(steps.contains("DataProtocol from"), steps)
        XCTAssertFalse(steps.contains("Generated test doubles"), "the doubles are listed before the next steps")
        XCTAssertTrue(feature.standardOutput.contains("Generated test doubles:\n  Features/Cards/"), feature.standardOutput)
    }

    func testDryRunPrintsTheDiffAndWritesNothing() throws {
        let manifest = try FixtureWorkspace.read("Package.swift", in: root)
        let registrar = try FixtureWorkspace.read("App/DI/Registrar.swift", in: root)

        let result = run("feature", "Cards", "--dry-run")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Features/Cards/UseCases/CardsUseCase/CardsUseCaseAPI/Package.swift"))
        XCTAssertTrue(result.standardOutput.contains("+        .package(path: \"Features/Cards/UseCases/CardsUseCase/CardsUseCaseAPI\"),"))
        XCTAssertTrue(result.standardOutput.contains("+import CardsUseCaseImpl"))
        XCTAssertEqual(try FixtureWorkspace.read("Package.swift", in: root), manifest)
        XCTAssertEqual(try FixtureWorkspace.read("App/DI/Registrar.swift", in: root), registrar)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Features").path))
    }

    func testAScreenOverAHandWrittenUseCaseHoldsItWithoutLoading() throws {
        XCTAssertEqual(run("feature", "Cards", "--no-repository", "--no-screen").exitCode, 0)
        let protocolFile = root.appendingPathComponent("Features/Cards/UseCases/CardsUseCase/CardsUseCaseAPI/Sources/CardsUseCaseAPI/CardsUseCaseProtocol.swift")
        try "public protocol CardsUseCaseProtocol: Sendable {\n    func freeze() async\n}\n".write(to: protocolFile, atomically: true, encoding: .utf8)

        let result = run("screen", "CardFreeze", "--feature", "Cards")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        let viewModel = try FixtureWorkspace.read(
            "Features/Cards/Presentation/CardFreezeScreen/CardFreezeScreenImpl/Sources/CardFreezeScreenImpl/CardFreezeScreenViewModel.swift", in: root)
        XCTAssertTrue(viewModel.contains("private let useCase: any CardsUseCaseProtocol"), viewModel)
        XCTAssertFalse(viewModel.contains("useCase.load") || viewModel.contains("statePublisher"), "a use case without load() is not loaded")
        let view = try FixtureWorkspace.read(
            "Features/Cards/Presentation/CardFreezeScreen/CardFreezeScreenImpl/Sources/CardFreezeScreenImpl/CardFreezeScreenView.swift", in: root)
        XCTAssertFalse(view.contains("Button(\"Load\")"), view)
        XCTAssertTrue(view.contains("            Button(\"Close\")"), view)
    }

    func testOmittedAndRenamedComponents() {
        let result = run("feature", "Cards", "--usecase", "CardList", "--no-repository", "--no-screen")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Created use case CardListUseCase."), result.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Features/Cards/Repositories").path))
    }

    func testBadInputExitsWith2() {
        let cases: [(arguments: [String], message: String)] = [
            (["usecase", "cards", "--feature", "Cards"], "uppercase"),
            (["usecase", "Card-s", "--feature", "Cards"], "letters and digits"),
            (["usecase", "Cards"], "--feature"),
            (["widget", "Cards"], "widget"),
            (["screen", "Cards", "--feature", "Cards"], "no usecase"),
            (["screen", "Cards", "--feature", "Cards", "--no-screen"], "only to `cleanarch new feature`"),
        ]
        for (arguments, message) in cases {
            let result = CleanArchCommand.main(arguments: ["new"] + arguments + ["--path", root.path])
            XCTAssertEqual(result.exitCode, 2, "\(arguments)")
            XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
    }
}
