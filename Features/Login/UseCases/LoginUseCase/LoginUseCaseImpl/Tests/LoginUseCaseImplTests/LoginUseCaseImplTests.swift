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
        try await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .success(.userExist)

        try await sut.login(email: "ada@payred.app")

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

    func testNewUserIsSentToVerificationWithTheTemporaryToken() async throws {
        let recorder = StateRecorder(sut.statePublisher)
        try await sut.acceptTerms(email: "new@payred.app")
        repository.loginResult = .success(.userNotExist(temporaryToken: "tmp-1"))

        try await sut.login(email: "new@payred.app")

        XCTAssertEqual(repository.lastSaveUserLoginStateEmail, "new@payred.app")
        XCTAssertEqual(repository.lastSaveUserLoginStateTemporaryToken, "tmp-1")
        XCTAssertEqual(repository.lastSaveUserLoginStateUserExist, false)
        XCTAssertTrue(recorder.recorded.contains(
            .loggedIn(email: "new@payred.app", registration: .notRegisteredBefore, acceptedTerms: true)
        ))
    }

    func testTypedEmailIsTrimmedAndLowerCasedBeforeItIsSentStoredAndPublished() async throws {
        try await sut.acceptTerms(email: "  Demo@PayRed.app \n")
        let recorder = StateRecorder(sut.statePublisher)

        try await sut.login(email: "  Demo@PayRed.app \n")

        XCTAssertEqual(repository.loginReceivedArguments, ["demo@payred.app"])
        XCTAssertEqual(repository.lastSaveUserLoginStateEmail, "demo@payred.app")
        XCTAssertEqual(recorder.recorded.dropFirst(), [
            .loggingIn(email: "demo@payred.app", acceptedTerms: true),
            .loggedIn(email: "demo@payred.app", registration: .alreadyRegistered, acceptedTerms: true),
            .idle(email: "demo@payred.app", acceptedTerms: true),
        ])
    }

    func testAddressesTheGatewayWouldRefuseAreRejectedBeforeTheRepository() async throws {
        try await sut.acceptTerms(email: "")
        for email in ["a@b", "a..b@x.io", "a@-x.io", "  ", "ada@payred.app."] {
            await assertThrows(LoginUseCaseNameSpace.Errors.invalidEmailFormat) { try await self.sut.login(email: email) }
        }

        XCTAssertFalse(repository.loginCalled)
    }

    func testInvalidEmailIsRejectedBeforeTheRepository() async throws {
        try await sut.acceptTerms(email: "not-an-email")
        let recorder = StateRecorder(sut.statePublisher)

        await assertThrows(LoginUseCaseNameSpace.Errors.invalidEmailFormat) { try await self.sut.login(email: "not-an-email") }

        XCTAssertFalse(repository.loginCalled)
        XCTAssertEqual(recorder.recorded.last, .error(email: "not-an-email", acceptedTerms: true, error: .invalidEmailFormat))
    }

    func testLoginWithoutAcceptedTermsIsRefused() async {
        let recorder = StateRecorder(sut.statePublisher)

        await assertThrows(LoginUseCaseNameSpace.Errors.termsNotAccepted) { try await self.sut.login(email: "ada@payred.app") }

        XCTAssertFalse(repository.loginCalled)
        XCTAssertEqual(recorder.recorded.last, .error(email: "ada@payred.app", acceptedTerms: false, error: .termsNotAccepted))
    }

    func testRejectingTermsAfterAcceptingThemBlocksLogin() async throws {
        try await sut.acceptTerms(email: "ada@payred.app")
        try await sut.rejectTerms(email: "ada@payred.app")

        await assertThrows(LoginUseCaseNameSpace.Errors.termsNotAccepted) { try await self.sut.login(email: "ada@payred.app") }
    }

    func testRepositoryErrorBecomesTheErrorState() async throws {
        try await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .failure(LoginUseCaseNameSpace.Errors.networkUnavailable)
        let recorder = StateRecorder(sut.statePublisher)

        await assertThrows(LoginUseCaseNameSpace.Errors.networkUnavailable) { try await self.sut.login(email: "ada@payred.app") }

        XCTAssertFalse(repository.saveUserLoginStateCalled)
        XCTAssertEqual(recorder.recorded.last, .error(email: "ada@payred.app", acceptedTerms: true, error: .networkUnavailable))
    }

    func testUnknownRepositoryErrorIsReportedAsUnexpectedResponse() async throws {
        struct Opaque: Error {}
        try await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .failure(Opaque())

        await assertThrows(LoginUseCaseNameSpace.Errors.unexpectedResponse) { try await self.sut.login(email: "ada@payred.app") }
    }

    func testSaveFailureIsReportedAndNotLoggedIn() async throws {
        try await sut.acceptTerms(email: "ada@payred.app")
        repository.saveUserLoginStateResult = .failure(LoginUseCaseNameSpace.Errors.storageFailure)
        let recorder = StateRecorder(sut.statePublisher)

        await assertThrows(LoginUseCaseNameSpace.Errors.storageFailure) { try await self.sut.login(email: "ada@payred.app") }

        XCTAssertFalse(recorder.recorded.contains { if case .loggedIn = $0 { true } else { false } })
    }

    func testRetryFromTheErrorStateSucceedsAndKeepsTermsAcceptance() async throws {
        try await sut.acceptTerms(email: "ada@payred.app")
        repository.loginResult = .failure(LoginUseCaseNameSpace.Errors.networkUnavailable)
        await assertThrows(LoginUseCaseNameSpace.Errors.networkUnavailable) { try await self.sut.login(email: "ada@payred.app") }

        repository.loginResult = .success(.userExist)
        try await sut.login(email: "ada@payred.app")

        XCTAssertEqual(repository.loginCallCount, 2)
    }

    func testSecondLoginWhileTheFirstIsInFlightIsRefused() async throws {
        try await sut.acceptTerms(email: "ada@payred.app")
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

        await assertThrows(LoginUseCaseNameSpace.Errors.unableToLoginWhileLoggingIn) { try await self.sut.login(email: "ada@payred.app") }
        await assertThrowsTerms(.unableToLoginWhileLoggingIn)

        await gate.open()
        try await first.value
        XCTAssertEqual(repository.loginCallCount, 1)
    }

    func testCancellingTheLoginReturnsToTheFormWithNothingRemembered() async throws {
        try await sut.acceptTerms(email: "ada@payred.app")
        let started = AsyncGate()
        let cancelled = AsyncGate()
        repository.onLogin = { _ in
            await started.open()
            await cancelled.wait()
            throw LoginUseCaseNameSpace.Errors.networkUnavailable
        }
        let recorder = StateRecorder(sut.statePublisher)
        let useCase: LoginUseCaseImpl = sut
        let login = Task { try await useCase.login(email: " Ada@PayRed.app ") }
        await started.wait()

        login.cancel()
        await cancelled.open()

        do {
            try await login.value
            XCTFail("a cancelled login must not succeed")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertEqual(recorder.recorded.last, .idle(email: "ada@payred.app", acceptedTerms: true))
        XCTAssertFalse(repository.saveUserLoginStateCalled)
    }

    func testClearReturnsToInitialIdle() async throws {
        try await sut.acceptTerms(email: "ada@payred.app")
        let recorder = StateRecorder(sut.statePublisher)

        sut.clear()

        XCTAssertEqual(recorder.recorded.last, .idle(email: "", acceptedTerms: false))
    }

    // MARK: Helpers

    private func assertThrowsTerms(
        _ expected: LoginUseCaseNameSpace.Errors,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        await assertThrows(expected, file: file, line: line) { try await self.sut.acceptTerms(email: "x@payred.app") }
    }
}
