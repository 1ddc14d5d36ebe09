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

    func testRegisteredUserLogsInAndStateIsRemembered() async throws {
        let recorder = StateRecorder(sut.statePublisher)
        await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .success(.userExist)

        let login = try await sut.login(email: "ada@payred.app")

        XCTAssertEqual(repository.loginReceivedArguments, ["ada@payred.app"])
        XCTAssertEqual(repository.lastSaveUserLoginStateEmail, "ada@payred.app")
        XCTAssertEqual(repository.lastSaveUserLoginStateTemporaryToken, .some(nil))
        XCTAssertEqual(repository.lastSaveUserLoginStateUserExist, true)
        XCTAssertEqual(recorder.recorded, [
            .idle(email: "", acceptedTerms: false),
            .idle(email: "ada@payred.app", acceptedTerms: true),
            .loggingIn(email: "ada@payred.app", acceptedTerms: true),
            .idle(email: "ada@payred.app", acceptedTerms: true),
        ], "back on the form, the address is as typed")
        XCTAssertEqual(login, .init(email: "ada@payred.app", registration: .alreadyRegistered))
    }

    func testNewUserIsSentToVerificationWithTheTemporaryToken() async throws {
        await sut.acceptTerms(email: "new@payred.app")
        repository.loginResult = .success(.userNotExist(temporaryToken: "tmp-1"))

        let login = try await sut.login(email: "new@payred.app")

        XCTAssertEqual(repository.lastSaveUserLoginStateEmail, "new@payred.app")
        XCTAssertEqual(repository.lastSaveUserLoginStateTemporaryToken, "tmp-1")
        XCTAssertEqual(repository.lastSaveUserLoginStateUserExist, false)
        XCTAssertEqual(login, .init(email: "new@payred.app", registration: .notRegisteredBefore))
    }

    func testTypedEmailIsTrimmedAndLowerCasedBeforeItIsSentStoredAndPublished() async throws {
        await sut.acceptTerms(email: "  Demo@PayRed.app \n")
        let recorder = StateRecorder(sut.statePublisher)

        let login = try await sut.login(email: "  Demo@PayRed.app \n")

        XCTAssertEqual(repository.loginReceivedArguments, ["demo@payred.app"])
        XCTAssertEqual(repository.lastSaveUserLoginStateEmail, "demo@payred.app")
        XCTAssertEqual(login.email, "demo@payred.app")
        XCTAssertEqual(recorder.recorded.dropFirst(), [
            .loggingIn(email: "demo@payred.app", acceptedTerms: true),
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
        XCTAssertEqual(recorder.recorded.last, .idle(email: "not-an-email", acceptedTerms: true), "the state stays")
    }

    func testLoginWithoutAcceptedTermsIsRefused() async {
        let recorder = StateRecorder(sut.statePublisher)

        await assertRefused(.termsNotAccepted, email: "ada@payred.app")

        XCTAssertFalse(repository.loginCalled)
        XCTAssertEqual(recorder.recorded, [.idle(email: "", acceptedTerms: false)], "the state stays")
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
        XCTAssertEqual(recorder.recorded.last, .idle(email: "ada@payred.app", acceptedTerms: true))
    }

    func testSaveFailureIsReportedAndNotLoggedIn() async {
        await sut.acceptTerms(email: "ada@payred.app")
        repository.saveUserLoginStateResult = .failure(LoginUseCaseNameSpace.Errors.storageFailure)

        await assertRefused(.storageFailure, email: "ada@payred.app")
    }

    func testRetryAfterAFailureSucceedsAndKeepsTermsAcceptance() async throws {
        await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .failure(LoginUseCaseNameSpace.Errors.networkUnavailable)
        await assertRefused(.networkUnavailable, email: "ada@payred.app")

        repository.loginResult = .success(.userExist)
        _ = try await sut.login(email: "ada@payred.app")

        XCTAssertEqual(repository.loginCallCount, 2)
    }

    func testASecondLoginOrATermsChangeWhileALoginIsInFlightIsRefused() async throws {
        await sut.acceptTerms(email: "ada@payred.app")
        let started = AsyncGate()
        let gate = AsyncGate()
        repository.onLogin = { _ in
            await started.open()
            await gate.wait()
            return .userExist
        }
        let useCase: LoginUseCaseImpl = sut
        let first = Task { try await useCase.login(email: "ada@payred.app") }
        await started.wait()
        let recorder = StateRecorder(sut.statePublisher)

        await assertRefused(.loginOnItsWay, email: "ada@payred.app")
        await sut.rejectTerms(email: "x@payred.app")
        XCTAssertEqual(recorder.recorded, [.loggingIn(email: "ada@payred.app", acceptedTerms: true)], "nothing published")

        await gate.open()
        _ = try await first.value
        XCTAssertEqual(repository.loginCallCount, 1)
    }

    func testCancellingTheLoginReturnsToTheFormWithNothingRemembered() async {
        await sut.acceptTerms(email: "ada@payred.app")
        let started = AsyncGate()
        let cancelled = AsyncGate()
        repository.onLogin = { (_) throws(LoginUseCaseNameSpace.Errors) in
            await started.open()
            await cancelled.wait()
            throw .networkUnavailable
        }
        let recorder = StateRecorder(sut.statePublisher)
        let useCase: LoginUseCaseImpl = sut
        let login = Task { () -> LoginUseCaseNameSpace.Errors? in
            do throws(LoginUseCaseNameSpace.Errors) {
                _ = try await useCase.login(email: " Ada@PayRed.app ")
                return nil
            } catch {
                return error
            }
        }
        await started.wait()

        login.cancel()
        await cancelled.open()

        let failure = await login.value
        XCTAssertEqual(failure, .cancelled)
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

    /// Logs in with `email` and asserts that the login threw `expected`.
    private func assertRefused(
        _ expected: LoginUseCaseNameSpace.Errors,
        email: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        await assertThrows(expected, file: file, line: line) { _ = try await self.sut.login(email: email) }
    }
}
