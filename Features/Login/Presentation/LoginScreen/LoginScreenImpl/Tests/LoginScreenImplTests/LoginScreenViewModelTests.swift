@testable import LoginScreenImpl
import LoginScreenAPI
import LoginScreenAPITestDoubles
import LoginUseCaseAPI
import LoginUseCaseAPITestDoubles
import XCTest

@MainActor
final class LoginScreenViewModelTests: XCTestCase {
    private var useCase: LoginUseCaseStub!
    private var coordinator: LoginScreenCoordinatorStub!
    private var sut: LoginScreenViewModel!

    override func setUp() async throws {
        useCase = LoginUseCaseStub()
        useCase.onLogin = { _ in }
        coordinator = LoginScreenCoordinatorStub()
        sut = LoginScreenViewModel(dependencies: .init(coordinator: coordinator), loginUseCase: useCase)
    }

    func testStartsIdleWithContinueEnabledAndNoAlert() async {
        XCTAssertEqual(sut.state, .idle(email: "", acceptedTerms: false))
        XCTAssertTrue(sut.isActionButtonEnabled)
        XCTAssertFalse(sut.isLoading)
        XCTAssertFalse(sut.isErrorAlertPresented)
    }

    func testContinueForwardsTheTypedEmailToTheUseCase() async {
        sut.emailText = "ada@payred.app"
        await sut.onTapContinue()
        XCTAssertEqual(useCase.loginReceivedArguments, ["ada@payred.app"])
    }

    func testTickingTheTermsAcceptsThemInTheUseCase() async {
        sut.emailText = "ada@payred.app"
        useCase.onAcceptTerms = { _ in }
        await sut.setTermsAccepted(true)
        XCTAssertEqual(useCase.acceptTermsReceivedArguments, ["ada@payred.app"])
        XCTAssertTrue(sut.acceptTermsCheckbox)
    }

    func testClearingTheTermsRejectsThemInTheUseCase() async {
        useCase.onRejectTerms = { _ in }
        await sut.setTermsAccepted(false)
        XCTAssertTrue(useCase.rejectTermsCalled)
        XCTAssertFalse(sut.acceptTermsCheckbox)
    }

    func testLoggingInShowsProgressAndDisablesContinue() async {
        useCase.statePublisherSubject.send(.loggingIn(email: "ada@payred.app", acceptedTerms: true))
        XCTAssertTrue(sut.isLoading)
        XCTAssertFalse(sut.isActionButtonEnabled)
    }

    func testRegisteredUserIsSentToTheLockScreenAndTheFormIsCleared() async {
        sut.emailText = "ada@payred.app"
        useCase.statePublisherSubject.send(.loggedIn(email: "ada@payred.app", registration: .alreadyRegistered, acceptedTerms: true))
        await sut.pendingNavigation?.value
        XCTAssertEqual(coordinator.pushLockScreenReceivedArguments, ["ada@payred.app"])
        XCTAssertFalse(coordinator.pushVerificationScreenCalled)
        XCTAssertEqual(sut.emailText, "")
        XCTAssertFalse(sut.acceptTermsCheckbox)
    }

    func testNewUserIsSentToVerification() async {
        useCase.statePublisherSubject.send(.loggedIn(email: "new@payred.app", registration: .notRegisteredBefore, acceptedTerms: true))
        await sut.pendingNavigation?.value
        XCTAssertEqual(coordinator.pushVerificationScreenReceivedArguments, ["new@payred.app"])
    }

    func testInvalidEmailShowsAnAlertWithoutRetry() async {
        useCase.statePublisherSubject.send(.error(email: "nope", acceptedTerms: true, error: .invalidEmailFormat))
        XCTAssertTrue(sut.isErrorAlertPresented)
        XCTAssertEqual(sut.errorTitle, "Check your email")
        XCTAssertTrue(sut.errorMessage.contains("valid email address"))
        XCTAssertFalse(sut.canRetry)
        XCTAssertTrue(sut.acceptTermsCheckbox, "the terms decision survives the error")
    }

    func testNetworkErrorOffersRetryWhichLogsInAgain() async {
        sut.emailText = "ada@payred.app"
        useCase.statePublisherSubject.send(.error(email: "ada@payred.app", acceptedTerms: true, error: .networkUnavailable))
        XCTAssertTrue(sut.canRetry)
        XCTAssertTrue(sut.errorMessage.contains("can't reach"))

        await sut.onTryAgainTapped()

        XCTAssertFalse(sut.isErrorAlertPresented)
        XCTAssertEqual(useCase.loginReceivedArguments, ["ada@payred.app"])
    }

    func testGatewayRejectionShowsTheGatewaysReason() async {
        useCase.statePublisherSubject.send(.error(email: "x@payred.app", acceptedTerms: true, error: .rejected(reason: "This address cannot sign in.")))
        XCTAssertEqual(sut.errorMessage, "This address cannot sign in.")
    }

    func testDismissingTheErrorHidesTheAlert() async {
        useCase.statePublisherSubject.send(.error(email: "ada@payred.app", acceptedTerms: false, error: .termsNotAccepted))
        sut.dismissError()
        XCTAssertFalse(sut.isErrorAlertPresented)
    }

    func testTermsLinkOpensThroughTheCoordinator() async {
        await sut.onTapTerms()
        XCTAssertEqual(coordinator.openTermsAndConditionsReceivedArguments, [LoginScreenViewModel.termsLink])
    }

    func testEveryDomainErrorHasATitleAndMessage() async {
        let errors: [LoginUseCaseNameSpace.Errors] = [
            .invalidEmailFormat, .termsNotAccepted, .unableToLoginWhileLoggingIn, .unableToLoginWhileLoggedIn,
            .networkUnavailable, .rejected(reason: "r"), .unexpectedResponse, .storageFailure,
        ]
        for error in errors {
            let presentation = LoginErrorPresentation(error)
            XCTAssertFalse(presentation.title.isEmpty, "\(error)")
            XCTAssertFalse(presentation.message.isEmpty, "\(error)")
        }
    }
}
