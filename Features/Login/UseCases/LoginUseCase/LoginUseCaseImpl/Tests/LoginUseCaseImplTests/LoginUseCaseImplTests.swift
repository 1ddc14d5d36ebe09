import LoginUseCaseAPI
import LoginUseCaseAPITestDoubles
import LoginUseCaseImpl
import TestSupport
import XCTest

final class LoginUseCaseImplTests: XCTestCase {
    private var repository: LoginUseCaseRepositoryStub!
    private var sut: LoginUseCaseImpl!

    override func setUp() {
        super.setUp()
        repository = LoginUseCaseRepositoryStub()
        repository.loginResult = .success(.userExist)
        repository.saveUserLoginStateResult = .success(.init())
        sut = LoginUseCaseImpl(repository: repository)
    }

    override func tearDown() {
        repository.reset()
        repository = nil
        sut = nil
        super.tearDown()
    }

    func testStartsIdleWithoutAcceptedTerms() {
        let recorder = StateRecorder(sut.statePublisher)
        XCTAssertEqual(recorder.recorded, [.idle(email: "", acceptedTerms: false)])
    }

    func testRegisteredUserLogsInAndStateIsRemembered() async {
        let recorder = StateRecorder(sut.statePublisher)
        await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .success(.userExist)

        await sut.login(email: "ada@payred.app")

        XCTAssertEqual(repository.loginReceivedArguments, ["ada@payred.app"])
        XCTAssertEqual(repository.lastSaveUserLoginStateEmail, "ada@payred.app")
        XCTAssertEqual(repository.lastSaveUserLoginStateTemporaryToken, .some(nil))
        XCTAssertEqual(repository.lastSaveUserLoginStateUserExist, true)
        XCTAssertEqual(recorder.recorded, [
            .idle(email: "", acceptedTerms: false),
            .idle(email: "ada@payred.app", acceptedTerms: true),
            .loggingIn(email: "ada@payred.app", acceptedTerms: true),
            .loggedIn(email: "ada@payred.app", registration: .alreadyRegistered, acceptedTerms: true),
            .idle(email: "ada@payred.app", acceptedTerms: true),
        ], "back on the form, the address is as typed")
    }

    func testNewUserIsSentToVerificationWithTheTemporaryToken() async {
        let recorder = StateRecorder(sut.statePublisher)
        await sut.acceptTerms(email: "new@payred.app")
        repository.loginResult = .success(.userNotExist(temporaryToken: "tmp-1"))

        await sut.login(email: "new@payred.app")

        XCTAssertEqual(repository.lastSaveUserLoginStateEmail, "new@payred.app")
        XCTAssertEqual(repository.lastSaveUserLoginStateTemporaryToken, "tmp-1")
        XCTAssertEqual(repository.lastSaveUserLoginStateUserExist, false)
        XCTAssertTrue(recorder.recorded.contains(
            .loggedIn(email: "new@payred.app", registration: .notRegisteredBefore, acceptedTerms: true)
        ))
    }

    func testTypedEmailIsTrimmedAndLowerCasedBeforeItIsSentStoredAndPublished() async {
        await sut.acceptTerms(email: "  Demo@PayRed.app \n")
        let recorder = StateRecorder(sut.statePublisher)

        await sut.login(email: "  Demo@PayRed.app \n")

        XCTAssertEqual(repository.loginReceivedArguments, ["demo@payred.app"])
        XCTAssertEqual(repository.lastSaveUserLoginStateEmail, "demo@payred.app")
        XCTAssertEqual(recorder.recorded.dropFirst(), [
            .loggingIn(email: "demo@payred.app", acceptedTerms: true),
            .loggedIn(email: "demo@payred.app", registration: .alreadyRegistered, acceptedTerms: true),
            .idle(email: "demo@payred.app", acceptedTerms: true),
        ])
    }

    func testAddressesTheGatewayWouldRefuseAreRejectedBeforeTheRepository() async {
        await sut.acceptTerms(email: "")
        for email in ["a@b", "a..b@x.io", "a@-x.io", "  ", "ada@payred.app."] {
            await assertRefused(.invalidEmailFormat, email: email)
        }

        XCTAssertFalse(repository.loginCalled)
    }

    func testInvalidEmailIsRejectedBeforeTheRepository() async {
        await sut.acceptTerms(email: "not-an-email")
        let recorder = StateRecorder(sut.statePublisher)

        await assertRefused(.invalidEmailFormat, email: "not-an-email")

        XCTAssertFalse(repository.loginCalled)
        XCTAssertEqual(recorder.recorded.last, .error(email: "not-an-email", acceptedTerms: true, error: .invalidEmailFormat))
    }

    func testLoginWithoutAcceptedTermsIsRefused() async {
        let recorder = StateRecorder(sut.statePublisher)

        await assertRefused(.termsNotAccepted, email: "ada@payred.app")

        XCTAssertFalse(repository.loginCalled)
        XCTAssertEqual(recorder.recorded.last, .error(email: "ada@payred.app", acceptedTerms: false, error: .termsNotAccepted))
    }

    func testRejectingTermsAfterAcceptingThemBlocksLogin() async {
        await sut.acceptTerms(email: "ada@payred.app")
        await sut.rejectTerms(email: "ada@payred.app")

        await assertRefused(.termsNotAccepted, email: "ada@payred.app")
    }

    func testRepositoryErrorBecomesTheErrorState() async {
        await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .failure(LoginUseCaseNameSpace.Errors.networkUnavailable)
        let recorder = StateRecorder(sut.statePublisher)

        await assertRefused(.networkUnavailable, email: "ada@payred.app")

        XCTAssertFalse(repository.saveUserLoginStateCalled)
        XCTAssertEqual(recorder.recorded.last, .error(email: "ada@payred.app", acceptedTerms: true, error: .networkUnavailable))
    }

    func testUnknownRepositoryErrorIsReportedAsUnexpectedResponse() async {
        struct Opaque: Error {}
        await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .failure(Opaque())

        await assertRefused(.unexpectedResponse, email: "ada@payred.app")
    }

    func testSaveFailureIsReportedAndNotLoggedIn() async {
        await sut.acceptTerms(email: "ada@payred.app")
        repository.saveUserLoginStateResult = .failure(LoginUseCaseNameSpace.Errors.storageFailure)
        let recorder = StateRecorder(sut.statePublisher)

        await assertRefused(.storageFailure, email: "ada@payred.app")

        XCTAssertFalse(recorder.recorded.contains { if case .loggedIn = $0 { true } else { false } })
    }

    func testRetryFromTheErrorStateSucceedsAndKeepsTermsAcceptance() async {
        await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .failure(LoginUseCaseNameSpace.Errors.networkUnavailable)
        await assertRefused(.networkUnavailable, email: "ada@payred.app")

        repository.loginResult = .success(.userExist)
        await sut.login(email: "ada@payred.app")

        XCTAssertEqual(repository.loginCallCount, 2)
    }

    func testASecondLoginOrATermsChangeWhileALoginIsInFlightIsIgnored() async {
        await sut.acceptTerms(email: "ada@payred.app")
        let started = AsyncGate()
        let gate = AsyncGate()
        repository.onLogin = { _ in
            await started.open()
            await gate.wait()
            return .userExist
        }
        let useCase: LoginUseCaseImpl = sut
        let first = Task { await useCase.login(email: "ada@payred.app") }
        await started.wait()
        let recorder = StateRecorder(sut.statePublisher)

        await sut.login(email: "ada@payred.app")
        await sut.rejectTerms(email: "x@payred.app")
        XCTAssertEqual(recorder.recorded, [.loggingIn(email: "ada@payred.app", acceptedTerms: true)], "both ignored, nothing published")

        await gate.open()
        await first.value
        XCTAssertEqual(repository.loginCallCount, 1)
    }

    func testCancellingTheLoginReturnsToTheFormWithNothingRemembered() async {
        await sut.acceptTerms(email: "ada@payred.app")
        let started = AsyncGate()
        let cancelled = AsyncGate()
        repository.onLogin = { _ in
            await started.open()
            await cancelled.wait()
            throw LoginUseCaseNameSpace.Errors.networkUnavailable
        }
        let recorder = StateRecorder(sut.statePublisher)
        let useCase: LoginUseCaseImpl = sut
        let login = Task { await useCase.login(email: " Ada@PayRed.app ") }
        await started.wait()

        login.cancel()
        await cancelled.open()

        await login.value
        XCTAssertEqual(recorder.recorded.last, .idle(email: "ada@payred.app", acceptedTerms: true))
        XCTAssertFalse(repository.saveUserLoginStateCalled)
    }

    func testClearReturnsToInitialIdle() async {
        await sut.acceptTerms(email: "ada@payred.app")
        let recorder = StateRecorder(sut.statePublisher)

        sut.clear()

        XCTAssertEqual(recorder.recorded.last, .idle(email: "", acceptedTerms: false))
    }

    // MARK: Helpers

    /// Logs in with `email` and asserts that the login ended in `.error` with `expected`.
    private func assertRefused(
        _ expected: LoginUseCaseNameSpace.Errors,
        email: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        await sut.login(email: email)
        guard case .error(_, _, let error) = StateRecorder(sut.statePublisher).recorded.last else {
            return XCTFail("not refused: \(StateRecorder(sut.statePublisher).recorded)", file: file, line: line)
        }
        XCTAssertEqual(error, expected, file: file, line: line)
    }
}
