// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import LoginScreenImpl
import LoginScreenAPI
import LoginScreenAPITestDoubles
import LoginUseCaseAPI
import LoginUseCaseAPITestDoubles
import TestSupport
import XCTest

/// The view model's state for each action and each published use-case state, compared whole.
@MainActor
final class LoginScreenViewModelTests: XCTestCase {
    private typealias State = LoginScreenViewModel.State
    private var useCase: LoginUseCaseStub!
    private var coordinator: LoginScreenCoordinatorStub!
    private var sut: LoginScreenViewModel!

    override func setUp() async throws {
        useCase = LoginUseCaseStub()
        useCase.loginResult = .success(.init(email: "ada@payred.app", registration: .alreadyRegistered))
        coordinator = LoginScreenCoordinatorStub()
        sut = LoginScreenViewModel(dependencies: .init(coordinator: coordinator), loginUseCase: useCase)
    }

    func testStartsWithAnEmptyFormAndNoAlert() async {
        XCTAssertEqual(sut.state, State())
    }

    func testTypingChangesTheEmailAtOnce() async {
        sut.reduce(.emailChanged("ada@payred.app"))
        XCTAssertEqual(sut.state, State(email: "ada@payred.app"))
    }

    func testContinueForwardsTheTypedEmailToTheUseCase() async {
        sut.reduce(.emailChanged(" Ada@payred.app"))
        await sut.send(.submit)
        XCTAssertEqual(useCase.loginReceivedArguments, [" Ada@payred.app"], "normalising is the use case's job")
    }

    func testTickingTheTermsAcceptsThemInTheUseCaseWhichDecidesTheBox() async {
        sut.reduce(.emailChanged("ada@payred.app"))
        useCase.onAcceptTerms = { _ in }
        await sut.send(.termsToggled(true))
        XCTAssertEqual(useCase.acceptTermsReceivedArguments, ["ada@payred.app"])

        useCase.statePublisherSubject.send(.idle(email: "ada@payred.app", acceptedTerms: true))
        XCTAssertEqual(sut.state, State(email: "ada@payred.app", acceptedTerms: true))
    }

    func testClearingTheTermsRejectsThemInTheUseCase() async {
        useCase.onRejectTerms = { _ in }
        await sut.send(.termsToggled(false))
        XCTAssertTrue(useCase.rejectTermsCalled)
    }

    func testSigningInMakesTheFormReadOnly() async {
        sut.reduce(.emailChanged("ada@payred.app"))
        let gate = RequestGate()
        useCase.onLogin = { _ in
            await gate.pass()
            return .init(email: "ada@payred.app", registration: .alreadyRegistered)
        }
        let viewModel: LoginScreenViewModel = sut
        await gate.hold({ await viewModel.send(.submit) }) {
            sut.reduce(.emailChanged("changed mid-request"))
            XCTAssertEqual(sut.state, State(email: "ada@payred.app", isSigningIn: true))
        }
    }

    func testRegisteredUserIsSentToTheLockScreenAndTheFormKeepsTheAddressForComingBack() async {
        sut.reduce(.emailChanged(" Ada@PayRed.app "))
        useCase.statePublisherSubject.send(.idle(email: " Ada@PayRed.app ", acceptedTerms: true))
        await sut.send(.submit)
        XCTAssertEqual(coordinator.pushLockScreenReceivedArguments, ["ada@payred.app"])
        XCTAssertFalse(coordinator.pushVerificationScreenCalled)
        XCTAssertEqual(sut.state, State(email: "ada@payred.app", acceptedTerms: true), "the address as the use case cleaned it, not as typed")
    }

    func testNewUserIsSentToVerification() async {
        useCase.loginResult = .success(.init(email: "new@payred.app", registration: .notRegisteredBefore))
        await sut.send(.submit)
        XCTAssertEqual(coordinator.pushVerificationScreenReceivedArguments, ["new@payred.app"])
    }

    func testInvalidEmailShowsAnAlertWithoutRetryAndKeepsTheTermsDecision() async {
        sut.reduce(.emailChanged("nope"))
        useCase.statePublisherSubject.send(.idle(email: "nope", acceptedTerms: true))
        useCase.loginResult = .failure(.invalidEmailFormat)
        await sut.send(.submit)
        XCTAssertEqual(sut.state, State(email: "nope", acceptedTerms: true, alert: LoginErrorPresentation(.invalidEmailFormat)))
        XCTAssertEqual(sut.state.alert?.title, "Check your email")
        XCTAssertEqual(sut.state.alert?.canRetry, false)
    }

    func testTheTermsShowAsTheUseCaseRecordsThem() async {
        useCase.statePublisherSubject.send(.loggingIn(email: "ada@payred.app", acceptedTerms: true))
        XCTAssertEqual(sut.state.acceptedTerms, true)
        useCase.statePublisherSubject.send(.idle(email: "ada@payred.app", acceptedTerms: false))
        XCTAssertEqual(sut.state.acceptedTerms, false)
    }

    func testRetryClosesTheAlertAndLogsInAgain() async {
        sut.reduce(.emailChanged("ada@payred.app"))
        useCase.loginResult = .failure(.networkUnavailable)
        await sut.send(.submit)
        XCTAssertEqual(sut.state.alert?.canRetry, true)
        XCTAssertTrue(sut.state.alert?.message.contains("can't reach") == true)

        useCase.loginResult = .success(.init(email: "ada@payred.app", registration: .alreadyRegistered))
        await sut.send(.retry)

        XCTAssertNil(sut.state.alert)
        XCTAssertEqual(useCase.loginReceivedArguments, ["ada@payred.app", "ada@payred.app"])
    }

    func testGatewayRejectionShowsTheGatewaysReason() async {
        useCase.loginResult = .failure(.rejected(reason: "This address cannot sign in."))
        await sut.send(.submit)
        XCTAssertEqual(sut.state.alert?.message, "This address cannot sign in.")
    }

    func testDismissingTheErrorHidesTheAlert() async {
        useCase.loginResult = .failure(.termsNotAccepted)
        await sut.send(.submit)
        await sut.send(.dismissError)
        XCTAssertEqual(sut.state, State())
    }

    func testALoginStillOnItsWayFromBeforeIsExplained() async {
        useCase.loginResult = .failure(.loginOnItsWay)
        await sut.send(.submit)
        XCTAssertEqual(sut.state.alert?.message, "An earlier sign-in is still on its way.")
    }

    func testCancelStopsTheSignInInFlight() async {
        let started = AsyncGate()
        useCase.onLogin = { (_) throws(LoginUseCaseNameSpace.Errors) in
            await started.open()
            await waitForCancellation()
            throw .cancelled
        }
        let viewModel: LoginScreenViewModel = sut
        let submit = Task { await viewModel.send(.submit) }
        await started.wait()

        await sut.send(.cancel)
        await submit.value

        XCTAssertEqual(useCase.loginCallCount, 1)
        XCTAssertEqual(sut.state, State(), "a stopped sign-in needs no alert")
        useCase.onLogin = nil
        await sut.send(.submit)
        XCTAssertEqual(useCase.loginCallCount, 2, "a new sign-in can start once the cancelled one ended")
    }

    func testCancelWithNothingInFlightDoesNothing() async {
        await sut.send(.cancel)
        XCTAssertEqual(sut.state, State())
        XCTAssertFalse(useCase.loginCalled)
    }

    func testTermsLinkOpensThroughTheCoordinator() async {
        await sut.send(.openTerms)
        XCTAssertEqual(coordinator.openTermsAndConditionsReceivedArguments, [LoginScreenViewModel.termsLink])
    }

    func testEveryDomainErrorHasATitleAndMessage() async {
        let errors: [LoginUseCaseNameSpace.Errors] = [
            .invalidEmailFormat, .termsNotAccepted, .networkUnavailable, .tooManyCodes, .tooManyRequests, .rejected(reason: "r"), .unexpectedResponse, .storageFailure, .loginOnItsWay,
        ]
        for error in errors {
            let presentation = LoginErrorPresentation(error)
            XCTAssertFalse(presentation?.title.isEmpty ?? true, "\(error)")
            XCTAssertFalse(presentation?.message.isEmpty ?? true, "\(error)")
        }
        XCTAssertNil(LoginErrorPresentation(.cancelled), "a sign-in the user stopped needs no alert")
    }
}
