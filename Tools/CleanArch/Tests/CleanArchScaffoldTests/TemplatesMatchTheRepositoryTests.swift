import CleanArchCLI
import XCTest

/// What `cleanarch new` writes follows the patterns of this repository's own features, so the
/// templates cannot fall behind them again: each shape is looked for in the scaffold and in a
/// hand-written feature (ADR 0021 typed data errors, 0023 the one load state, 0027 outcomes
/// returned; no `try?` on a use-case call).
final class TemplatesMatchTheRepositoryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try FixtureWorkspace.copy()
        let result = CleanArchCommand.main(arguments: ["new", "feature", "Cards", "--path", root.path])
        XCTAssertEqual(result.exitCode, 0, result.standardError)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// The scaffold's file at `path`.
    private func scaffold(_ path: String) throws -> String {
        try FixtureWorkspace.read(path, in: root)
    }

    /// This repository's file at `path`.
    private func repository(_ path: String) throws -> String {
        try String(contentsOf: FixtureWorkspace.repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// Asserts that `shape` occurs in both the scaffold's and the repository's file.
    private func assertBoth(_ shape: String, scaffold: String, repository: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(scaffold.contains(shape), "the scaffold lacks \(shape)", file: file, line: line)
        XCTAssertTrue(repository.contains(shape), "the repository lacks \(shape): update the templates with it", file: file, line: line)
    }

    func testTheUseCaseHasTheOneLoadStateAndLoadsLikeHome() throws {
        let states = try scaffold("Features/Cards/UseCases/CardsUseCase/CardsUseCaseAPI/Sources/CardsUseCaseAPI/CardsUseCaseNameSpace+States.swift")
        let homeStates = try repository("Features/HomeTab/UseCases/HomeTabUseCase/HomeTabUseCaseAPI/Sources/HomeTabUseCaseAPI/HomeTabUseCaseNameSpace+States.swift")
        assertBoth("public typealias States = Loadable<", scaffold: states, repository: homeStates)

        let impl = try scaffold("Features/Cards/UseCases/CardsUseCase/CardsUseCaseImpl/Sources/CardsUseCaseImpl/CardsUseCaseImpl.swift")
        let homeImpl = try repository("Features/HomeTab/UseCases/HomeTabUseCase/HomeTabUseCaseImpl/Sources/HomeTabUseCaseImpl/HomeTabUseCaseImpl.swift")
        assertBoth("await stateSubject.load", scaffold: impl, repository: homeImpl)
        assertBoth("    public func load() async {", scaffold: impl, repository: homeImpl)
        XCTAssertFalse(impl.contains("unableToLoadWhileLoading"), "a load on its way is the state's business")
    }

    func testTheRepositoryTurnsTheOneDataErrorIntoDomainErrorsLikeCards() throws {
        let impl = try scaffold("Features/Cards/Repositories/CardsRepository/CardsRepositoryImpl/Sources/CardsRepositoryImpl/CardsRepositoryImpl.swift")
        let cards = try repository("Features/CardsTab/Repositories/CardsTabRepository/CardsTabRepositoryImpl/Sources/CardsTabRepositoryImpl/CardsTabRepositoryImpl.swift")
        for shape in ["import RemoteDataError", "case .networkUnavailable: .networkUnavailable", "case .sessionExpired: .sessionExpired"] {
            assertBoth(shape, scaffold: impl, repository: cards)
        }
        XCTAssertTrue(impl.contains("throws(CardsUseCaseNameSpace.Errors)"), "typed throws at the data boundary: no layer casts")
    }

    func testTheScreenCallsItsUseCaseLikeHomeAndKeepsWhatIsShown() throws {
        let viewModel = try scaffold("Features/Cards/Presentation/CardsScreen/CardsScreenImpl/Sources/CardsScreenImpl/CardsScreenViewModel.swift")
        let home = try repository("Features/HomeTab/Presentation/HomeTabScreen/HomeTabScreenImpl/Sources/HomeTabScreenImpl/HomeTabScreenViewModel.swift")
        assertBoth("await useCase.load()", scaffold: viewModel, repository: home)
        assertBoth("static func text(for error:", scaffold: viewModel, repository: home)
        assertBoth("useCaseState.staleFailure", scaffold: viewModel, repository: home)
        for source in [viewModel, home] {
            XCTAssertFalse(source.contains("try? await"), "no use-case call's outcome is dropped")
            XCTAssertFalse(source.contains("private var asked"), "no view model keeps a request-ownership flag")
        }
    }
}
