// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import LoginScreenImpl
import LoginScreenAPI
import LoginScreenAPITestDoubles
import LoginUseCaseAPI
import LoginUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

/// The Login screen at 80×24 in each of its states and each language, as text. The use case's
/// states are published through its stub, as the real one publishes them.
@MainActor
final class LoginScreenSnapshotTests: XCTestCase {
    private var useCase: LoginUseCaseStub!
    /// The view model of the scenario under way, new in each language.
    private var sut: LoginScreenViewModel!

    override func setUp() async throws {
        useCase = LoginUseCaseStub()
    }

    /// A new view model over `useCase`.
    private func makeViewModel() -> LoginScreenViewModel {
        LoginScreenViewModel(dependencies: .init(coordinator: LoginScreenCoordinatorStub()), loginUseCase: useCase)
    }

    private func makeHost() -> ViewHost {
        let viewModel: LoginScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(LoginScreenView(viewModel: viewModel)) }
    }

    func testEmpty() async {
        await forEachLanguage { named in
            sut = makeViewModel()

            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-form-focus-on-email"))
        }
    }

    func testContentFilledIn() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            sut.reduce(.emailChanged("ada@payred.app"))
            useCase.statePublisherSubject.send(.idle(email: "ada@payred.app", acceptedTerms: true))

            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-email-and-terms"))
        }
    }

    func testLoadingWhileSigningIn() async {
        await forEachLanguage { named in
            useCase.reset()
            sut = makeViewModel()
            sut.reduce(.emailChanged("ada@payred.app"))
            useCase.statePublisherSubject.send(.loggingIn(email: "ada@payred.app", acceptedTerms: true))
            let gate = RequestGate()
            useCase.onLogin = { email in
                await gate.pass()
                return .init(email: email, registration: .alreadyRegistered)
            }
            let viewModel: LoginScreenViewModel = sut
            await gate.hold({ await viewModel.send(.submit) }) {
                assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-signing-in"))
            }
        }
    }

    func testErrorWhenTheGatewayIsUnreachable() async {
        await forEachLanguage { named in
            useCase.reset()
            sut = makeViewModel()
            sut.reduce(.emailChanged("ada@payred.app"))
            useCase.statePublisherSubject.send(.idle(email: "ada@payred.app", acceptedTerms: true))
            useCase.loginResult = .failure(.networkUnavailable)
            await sut.send(.submit)

            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-network-unavailable-with-retry"))
        }
    }

    func testErrorForAnInvalidEmail() async {
        await forEachLanguage { named in
            useCase.reset()
            sut = makeViewModel()
            sut.reduce(.emailChanged("ada@"))
            useCase.statePublisherSubject.send(.idle(email: "ada@", acceptedTerms: true))
            useCase.loginResult = .failure(.invalidEmailFormat)
            await sut.send(.submit)

            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-invalid-email"))
        }
    }
}
