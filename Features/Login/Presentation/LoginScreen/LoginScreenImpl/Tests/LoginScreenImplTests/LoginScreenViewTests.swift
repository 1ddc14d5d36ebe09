import LoginScreenAPI
import LoginScreenAPITestDoubles
import LoginScreenImpl
import LoginUseCaseAPI
import LoginUseCaseAPITestDoubles
import TerminalUI
import TestSupport
import XCTest

/// Drives the real view with keystrokes, as a person at the terminal would.
@MainActor
final class LoginScreenViewTests: XCTestCase {
    private var useCase: LoginUseCaseStub!
    private var host: ViewHost!

    override func setUp() async throws {
        useCase = LoginUseCaseStub()
        let screen = LoginScreenImpl(loginUseCase: useCase).screen(
            dependencies: .init(coordinator: LoginScreenCoordinatorStub())
        )
        host = ViewHost(size: TerminalSize(columns: 80, rows: 24)) { screen }
    }

    func testANewLoginScreenStartsBlank() async {
        XCTAssertEqual(useCase.clearCallCount, 1, "a logout's Login never shows the last address")
    }

    func testShowsTheFormFields() async {
        let text = host.render().plainText
        XCTAssertTrue(text.contains("PayRed"))
        XCTAssertTrue(text.contains("Email address"))
        XCTAssertTrue(text.contains("I accept the terms and conditions"))
        XCTAssertTrue(text.contains("Continue"))
    }

    func testTypedEmailAndTermsReachTheUseCase() async {
        let accepted = expectation(description: "terms accepted")
        let loggedIn = expectation(description: "login")
        useCase.onAcceptTerms = { _ in accepted.fulfill() }
        useCase.onLogin = { email in
            loggedIn.fulfill()
            return .init(email: email, registration: .alreadyRegistered)
        }

        host.focus(label: "Email address")
        host.type("ada@payred.app")
        host.focus(label: "I accept the terms and conditions")
        host.send(.character(" "))
        await fulfillment(of: [accepted], timeout: 5)
        host.focus(label: "Continue")
        host.send(.enter)
        await fulfillment(of: [loggedIn], timeout: 5)

        XCTAssertEqual(useCase.acceptTermsReceivedArguments, ["ada@payred.app"])
        XCTAssertEqual(useCase.loginReceivedArguments, ["ada@payred.app"])
    }

    func testEnterInTheEmailFieldContinues() async {
        let loggedIn = expectation(description: "login")
        useCase.onLogin = { email in
            loggedIn.fulfill()
            return .init(email: email, registration: .alreadyRegistered)
        }
        host.focus(label: "Email address")
        host.type("ada@payred.app")
        host.send(.enter)
        await fulfillment(of: [loggedIn], timeout: 5)
        XCTAssertEqual(useCase.loginReceivedArguments, ["ada@payred.app"])
    }

    func testTheFormIsReadOnlyWhileSigningInAndFocusStaysPut() async {
        let gate = RequestGate()
        useCase.onLogin = { (_) throws(LoginUseCaseNameSpace.Errors) in
            await gate.pass()
            throw .networkUnavailable
        }
        host.focus(label: "Continue")
        host.send(.enter)
        await gate.waitUntilEntered()
        _ = host.render()
        host.send(.enter)
        host.type("x")
        XCTAssertEqual(host.focusedLabel, "Continue", "focus stays on the disabled control")
        XCTAssertEqual(useCase.loginCallCount, 1)
        XCTAssertTrue(host.render().plainText.contains("Signing in…"))

        gate.open()
        _ = await waitUntil { self.host.render().plainText.contains("Login Failed") }
        host.send(.escape)
        XCTAssertEqual(host.focusedLabel, "Continue")
    }

    func testEscWhileSigningInCancelsTheRequest() async {
        let started = expectation(description: "login started")
        let cancelled = expectation(description: "login cancelled")
        useCase.onLogin = { (_) throws(LoginUseCaseNameSpace.Errors) in
            started.fulfill()
            await waitForCancellation()
            cancelled.fulfill()
            throw .cancelled
        }
        host.send(.enter)
        await fulfillment(of: [started], timeout: 5)

        host.send(.escape)

        await fulfillment(of: [cancelled], timeout: 5)
    }

    func testEscClosesTheErrorAlert() async {
        useCase.loginResult = .failure(.networkUnavailable)
        host.send(.enter)
        _ = await waitUntil { self.host.render().plainText.contains("Login Failed") }
        XCTAssertTrue(host.render().plainText.contains("Login Failed"))

        host.send(.escape)

        XCTAssertFalse(host.render().plainText.contains("Login Failed"))
    }
}
