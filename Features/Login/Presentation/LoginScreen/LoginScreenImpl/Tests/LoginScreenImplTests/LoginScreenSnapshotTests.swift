// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import LoginScreenImpl
import Localization
import LoginScreenAPI
import LoginScreenAPITestDoubles
import LoginUseCaseAPI
import LoginUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

/// The Login screen at 80×24 in each of its states, as text. The use case's states are
/// published through its stub, as the real one publishes them.
@MainActor
final class LoginScreenSnapshotTests: XCTestCase {
    private var useCase: LoginUseCaseStub!
    private var sut: LoginScreenViewModel!

    override func setUp() async throws {
        useCase = LoginUseCaseStub()
        sut = LoginScreenViewModel(dependencies: .init(coordinator: LoginScreenCoordinatorStub()), loginUseCase: useCase)
    }

    private func makeHost() -> ViewHost {
        let viewModel: LoginScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(LoginScreenView(viewModel: viewModel)) }
    }

    func testEmpty() async {
        assertSnapshot(of: makeHost(), as: .terminal, named: "empty-form-focus-on-email")
    }

    func testContentFilledIn() async {
        sut.reduce(.emailChanged("ada@payred.app"))
        useCase.statePublisherSubject.send(.idle(email: "ada@payred.app", acceptedTerms: true))

        assertSnapshot(of: makeHost(), as: .terminal, named: "content-email-and-terms")
    }

    func testLoadingWhileSigningIn() async {
        sut.reduce(.emailChanged("ada@payred.app"))
        useCase.statePublisherSubject.send(.loggingIn(email: "ada@payred.app", acceptedTerms: true))
        let gate = RequestGate()
        useCase.onLogin = { email in
            await gate.pass()
            return .init(email: email, registration: .alreadyRegistered)
        }
        let viewModel: LoginScreenViewModel = sut
        let submit = Task { await viewModel.send(.submit) }
        await gate.waitUntilEntered()

        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-signing-in")
        gate.open()
        await submit.value
    }

    func testErrorWhenTheGatewayIsUnreachable() async {
        sut.reduce(.emailChanged("ada@payred.app"))
        useCase.statePublisherSubject.send(.idle(email: "ada@payred.app", acceptedTerms: true))
        useCase.loginResult = .failure(.networkUnavailable)
        await sut.send(.submit)

        assertSnapshot(of: makeHost(), as: .terminal, named: "error-network-unavailable-with-retry")
    }

    func testErrorForAnInvalidEmail() async {
        sut.reduce(.emailChanged("ada@"))
        useCase.statePublisherSubject.send(.idle(email: "ada@", acceptedTerms: true))
        useCase.loginResult = .failure(.invalidEmailFormat)
        await sut.send(.submit)

        assertSnapshot(of: makeHost(), as: .terminal, named: "error-invalid-email")
    }

    func testEmptyAndContentInGerman() async {
        Language.current = .german
        defer { Language.current = .english }
        assertSnapshot(of: makeHost(), as: .terminal, named: "de-empty-form-focus-on-email")

        sut.reduce(.emailChanged("ada@payred.app"))
        useCase.statePublisherSubject.send(.idle(email: "ada@payred.app", acceptedTerms: true))
        assertSnapshot(of: makeHost(), as: .terminal, named: "de-content-email-and-terms")
    }

    func testLoadingWhileSigningInInGerman() async {
        Language.current = .german
        defer { Language.current = .english }
        sut.reduce(.emailChanged("ada@payred.app"))
        useCase.statePublisherSubject.send(.loggingIn(email: "ada@payred.app", acceptedTerms: true))
        let gate = RequestGate()
        useCase.onLogin = { email in
            await gate.pass()
            return .init(email: email, registration: .alreadyRegistered)
        }
        let viewModel: LoginScreenViewModel = sut
        let submit = Task { await viewModel.send(.submit) }
        await gate.waitUntilEntered()

        assertSnapshot(of: makeHost(), as: .terminal, named: "de-loading-signing-in")
        gate.open()
        await submit.value
    }

    func testErrorWhenTheGatewayIsUnreachableInGerman() async {
        Language.current = .german
        defer { Language.current = .english }
        sut.reduce(.emailChanged("ada@payred.app"))
        useCase.statePublisherSubject.send(.idle(email: "ada@payred.app", acceptedTerms: true))
        useCase.loginResult = .failure(.networkUnavailable)
        await sut.send(.submit)

        assertSnapshot(of: makeHost(), as: .terminal, named: "de-error-network-unavailable-with-retry")
    }
}
