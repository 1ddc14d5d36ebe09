// Main-actor test methods are declared `async` (see UserProfileScreenViewModelTests).

@testable import UserProfileScreenImpl
import ImageCacheAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import UserProfileScreenAPI
import UserProfileScreenAPITestDoubles
import UserProfileUseCaseAPI
import UserProfileUseCaseAPITestDoubles
import XCTest

/// Changing the name other people see: the editor starts from the name, the use case's verdict
/// comes back to this screen, and Esc leaves the editor, not the screen.
@MainActor
final class UserProfileScreenNameTests: XCTestCase {
    private var useCase: UserProfileUseCaseStub!
    private var coordinator: UserProfileScreenCoordinatorStub!
    private var sut: UserProfileScreenViewModel!

    private let profile = UserProfileUseCaseNameSpace.Profile(
        fullName: "Bea Kim", email: "bea@example.com", pictureURL: nil, favourites: [], firstName: "Bea", lastName: "Kim"
    )

    override func setUp() async throws {
        useCase = UserProfileUseCaseStub()
        coordinator = UserProfileScreenCoordinatorStub()
        sut = makeViewModel()
    }

    /// A view model on the test's stubs, showing Bea Kim's profile.
    private func makeViewModel() -> UserProfileScreenViewModel {
        let viewModel = UserProfileScreenViewModel(
            dependencies: UserProfileScreenDependencies(coordinator: coordinator), useCase: useCase, imageCache: ImageCacheStub()
        )
        useCase.statePublisherSubject.send(.loaded(profile))
        return viewModel
    }

    private func makeHost() -> ViewHost {
        let viewModel: UserProfileScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(UserProfileScreenView(viewModel: viewModel)) }
    }

    func testTheEditorStartsFromTheNameShown() async {
        await sut.send(.editName)

        XCTAssertEqual(sut.state.nameEditor, .init(firstName: "Bea", lastName: "Kim"))
    }

    func testASavedNameClosesTheEditor() async {
        useCase.onChangeName = { _, _ in }
        await sut.send(.editName)
        sut.reduce(.firstNameChanged("Beatrice"))

        await sut.send(.saveName)

        XCTAssertNil(sut.state.nameEditor)
        XCTAssertEqual(useCase.changeNameReceivedArguments.map { [$0.firstName, $0.lastName] }, [["Beatrice", "Kim"]])
    }

    func testARefusedNameSaysWhyAndKeepsWhatWasTyped() async {
        useCase.changeNameResult = .failure(.nameHiddenCharacters)
        await sut.send(.editName)
        sut.reduce(.firstNameChanged("Bea\u{202E}"))

        await sut.send(.saveName)

        XCTAssertEqual(sut.state.nameEditor, .init(
            firstName: "Bea\u{202E}", lastName: "Kim", message: UserProfileScreenViewModel.text(for: .nameHiddenCharacters)
        ))
    }

    func testEscLeavesTheEditorNotTheScreen() async {
        await sut.send(.editName)

        await sut.send(.close)

        XCTAssertNil(sut.state.nameEditor)
        XCTAssertFalse(coordinator.closeUserProfileScreenCalled)
    }

    func testSnapshotEditingTheNameAfterAFailedSave() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.changeNameResult = .failure(.unavailable)
            await sut.send(.editName)
            await sut.send(.saveName)

            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-name-not-saved"))
        }
    }
}
