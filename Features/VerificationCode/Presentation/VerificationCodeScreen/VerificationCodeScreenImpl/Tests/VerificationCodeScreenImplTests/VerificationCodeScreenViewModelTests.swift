// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

import TestSupport
@testable import VerificationCodeScreenImpl
import AuthenticationFlowUseCaseAPITestDoubles
import Foundation
import VerificationCodeScreenAPI
import VerificationCodeScreenAPITestDoubles
import VerificationCodeUseCaseAPI
import VerificationCodeUseCaseAPITestDoubles
import XCTest

private typealias State = VerificationCodeScreenViewModel.State

private enum Fixture {
    static let email = "ana@payred.app"
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let resendAt = now.addingTimeInterval(60)
}


@MainActor
final class VerificationCodeScreenViewModelTests: XCTestCase {
    private var useCase: VerificationCodeUseCaseStub!
    private var coordinator: VerificationCodeScreenCoordinatorStub!
    private var authenticationFlow: AuthenticationFlowUseCaseStub!
    private var sut: VerificationCodeScreenViewModel!

    override func setUp() async throws {
        useCase = VerificationCodeUseCaseStub()
        useCase.resendAvailableAtResult = Fixture.resendAt
        coordinator = VerificationCodeScreenCoordinatorStub()
        authenticationFlow = AuthenticationFlowUseCaseStub()
        authenticationFlow.logoutResult = .success(.init(revokedAtGateway: true))
        sut = VerificationCodeScreenViewModel(
            dependencies: VerificationCodeScreenDependencies(coordinator: coordinator, email: Fixture.email),
            useCase: useCase,
            authenticationFlow: authenticationFlow
        )
    }

    func testStartsWithAnEmptyCodeAndTheUseCasesResendTime() async {
        XCTAssertEqual(sut.state, State(email: Fixture.email, resendAvailableAt: Fixture.resendAt))
        XCTAssertEqual(useCase.resendAvailableAtReceivedArguments, [Fixture.email])
    }

    func testTypingUpdatesTheCode() async {
        sut.reduce(.codeChanged("12"))
        XCTAssertEqual(sut.state, State(email: Fixture.email, code: "12", resendAvailableAt: Fixture.resendAt))

        await sut.send(.codeChanged("123"))
        XCTAssertEqual(sut.state, State(email: Fixture.email, code: "123", resendAvailableAt: Fixture.resendAt))
        XCTAssertFalse(useCase.verifyCalled)
    }

    func testASuccessfulSubmitGoesOnToCreateThePin() async {
        await sut.send(.codeChanged("123456"))

        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(email: Fixture.email, code: "123456", resendAvailableAt: Fixture.resendAt))
        XCTAssertEqual(useCase.verifyCallCount, 1)
        XCTAssertEqual(useCase.lastVerifyEmail, Fixture.email)
        XCTAssertEqual(useCase.lastVerifyCode, "123456")
        XCTAssertEqual(coordinator.pushCreatePinScreenReceivedArguments, [Fixture.email])
        XCTAssertFalse(coordinator.backToLoginCalled)
    }

    func testAWrongCodeClearsTheCodeAndSaysSo() async {
        await sut.send(.codeChanged("654321"))

        useCase.verifyResult = .failure(.wrongCode(attemptsLeft: 2))
        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            resendAvailableAt: Fixture.resendAt,
            message: .error("That code is not right. 2 more tries, then you will need a new code.")
        ))
        XCTAssertFalse(coordinator.pushCreatePinScreenCalled)
    }

    func testTypingAfterAnErrorHidesTheMessage() async {
        await sut.send(.codeChanged("654321"))
        useCase.verifyResult = .failure(.codeExpired)
        await sut.send(.submit)
        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            resendAvailableAt: Fixture.resendAt,
            message: .error("This code has expired. Ask for a new code.")
        ))

        sut.reduce(.codeChanged("1"))

        XCTAssertEqual(sut.state, State(email: Fixture.email, code: "1", resendAvailableAt: Fixture.resendAt))
    }

    func testWhileTheCodeIsCheckedTheScreenIsBusyAndIgnoresTyping() async {
        await sut.send(.codeChanged("123456"))
        let viewModel: VerificationCodeScreenViewModel = self.sut
        let gate = RequestGate()
        useCase.onVerify = { _, _ in await gate.pass() }

        await gate.hold({ await viewModel.send(.submit) }) {
            XCTAssertEqual(viewModel.state, State(
                email: Fixture.email,
                code: "123456",
                isVerifying: true,
                resendAvailableAt: Fixture.resendAt
            ))
            viewModel.reduce(.codeChanged("9"))
            XCTAssertEqual(viewModel.state.code, "123456")
        }

        XCTAssertEqual(viewModel.state, State(email: Fixture.email, code: "123456", resendAvailableAt: Fixture.resendAt))
        XCTAssertEqual(coordinator.pushCreatePinScreenReceivedArguments, [Fixture.email])
    }

    func testASuccessfulResendMovesTheCountdownAndSaysTheCodeWasSent() async {
        let next = Fixture.now.addingTimeInterval(120)
        await sut.send(.codeChanged("12"))

        useCase.resendCodeResult = .success(next)
        await sut.send(.resend)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            resendAvailableAt: next,
            message: .info("We sent a new code to ana@payred.app.")
        ))
        XCTAssertEqual(useCase.resendCodeReceivedArguments, [Fixture.email])
    }

    func testAResendDuringTheCooldownMovesTheCountdownToTheUseCasesTime() async {
        let until = Fixture.now.addingTimeInterval(42)
        await sut.send(.codeChanged("12"))

        useCase.resendCodeResult = .failure(.resendNotYetAvailable(until: until))
        await sut.send(.resend)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            code: "12",
            resendAvailableAt: until,
            message: .error("You can ask for a new code when the countdown ends.")
        ))
    }

    func testAFailedResendKeepsTheCountdownAndSaysWhy() async {
        useCase.resendCodeResult = .failure(.networkUnavailable)
        await sut.send(.resend)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            resendAvailableAt: Fixture.resendAt,
            message: .error("PayRed can't reach its server. Check your connection and try again.")
        ))
    }

    func testARequestStillOnItsWayFromBeforeIsExplained() async {
        await sut.send(.codeChanged("123456"))
        useCase.verifyResult = .failure(.requestOnItsWay)

        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email, resendAvailableAt: Fixture.resendAt, message: .error("Please wait for the last request to finish.")
        ))
        XCTAssertFalse(coordinator.pushCreatePinScreenCalled)
    }

    func testBackForgetsTheSignUpThenReturnsToLogin() async {
        await sut.send(.back)

        XCTAssertEqual(authenticationFlow.logoutCallCount, 1)
        XCTAssertEqual(coordinator.backToLoginCallCount, 1)
        XCTAssertFalse(coordinator.pushCreatePinScreenCalled)
        XCTAssertEqual(sut.state, State(email: Fixture.email, resendAvailableAt: Fixture.resendAt))
    }

    func testBackWhenTheSignUpCouldNotBeForgottenSaysSoAndStays() async {
        authenticationFlow.logoutResult = .failure(.storageFailure)

        await sut.send(.back)

        XCTAssertEqual(coordinator.backToLoginCallCount, 0)
        XCTAssertEqual(sut.state, State(
            email: Fixture.email, resendAvailableAt: Fixture.resendAt, message: .error(VerificationCodeScreenViewModel.leaveFailureText)
        ))
    }

    func testEveryDomainErrorHasAText() async {
        let errors: [VerificationCodeUseCaseNameSpace.Errors] = [
            .invalidCodeFormat, .wrongCode(attemptsLeft: nil), .wrongCode(attemptsLeft: 1), .tooManyAttempts, .codeExpired, .signUpExpired,
            .resendNotYetAvailable(until: Fixture.now), .tooManyCodes, .tryLater, .networkUnavailable, .unexpectedResponse, .storageFailure,
        ]
        for error in errors {
            XCTAssertFalse(VerificationCodeScreenViewModel.text(for: error).isEmpty, "\(error)")
        }
    }
}
