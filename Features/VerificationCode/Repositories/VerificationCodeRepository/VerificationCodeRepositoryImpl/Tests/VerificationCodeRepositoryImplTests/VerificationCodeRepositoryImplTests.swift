import RemoteDataError
import TestSupport
import VerificationCodeRepositoryAPI
import VerificationCodeRepositoryAPITestDoubles
import VerificationCodeRepositoryImpl
import VerificationCodeUseCaseAPI
import XCTest

private let email = "new@payred.app"

/// A failure of the secure store or the database.
private struct DiskFailure: Error {}

final class VerificationCodeRepositoryImplTests: XCTestCase {
    private typealias Errors = VerificationCodeUseCaseNameSpace.Errors

    private var remote: VerificationCodeRepositoryRemoteDataStub!
    private var keyChain: VerificationCodeRepositoryKeyChainDataStub!
    private var database: VerificationCodeRepositoryDataBaseDataStub!
    private var sut: VerificationCodeRepositoryImpl!

    override func setUp() {
        super.setUp()
        remote = VerificationCodeRepositoryRemoteDataStub()
        remote.verifyEmailResult = .success(.init(registrationToken: "reg-1", needsName: true))
        remote.sendCodeResult = .success(.init(temporaryToken: "tmp-2"))
        keyChain = VerificationCodeRepositoryKeyChainDataStub()
        keyChain.signUpTemporaryTokenResult = .success("tmp-1")
        keyChain.saveRegistrationTokenResult = .success(.init())
        keyChain.replaceTemporaryTokenResult = .success(.init())
        database = VerificationCodeRepositoryDataBaseDataStub()
        database.markEmailVerifiedResult = .success(.init())
        database.markCodeSentResult = .success(.init())
        sut = VerificationCodeRepositoryImpl(remoteData: remote, keyChainData: keyChain, databaseData: database)
    }

    override func tearDown() {
        remote.reset()
        keyChain.reset()
        database.reset()
        sut = nil
        super.tearDown()
    }

    // MARK: Verifying

    func testSignUpWithoutTemporaryTokenHasExpired() async {
        keyChain.signUpTemporaryTokenResult = .success(nil)

        await assertThrows(Errors.signUpExpired) { _ = try await self.sut.verify(email: email, code: "123456") }

        XCTAssertEqual(keyChain.signUpTemporaryTokenReceivedArguments, [email])
        XCTAssertFalse(remote.verifyEmailCalled)
    }

    func testUnreadableTemporaryTokenIsAStorageFailure() async {
        keyChain.signUpTemporaryTokenResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.verify(email: email, code: "123456") }

        XCTAssertFalse(remote.verifyEmailCalled)
    }

    func testRightCodeKeepsTheRegistrationTokenAndMarksTheEmailVerified() async throws {
        let response = try await sut.verify(email: email, code: "042917")

        XCTAssertEqual(response, VerificationCodeUseCaseNameSpace.VerifyResponse())
        XCTAssertEqual(remote.verifyEmailCallCount, 1)
        XCTAssertEqual(remote.lastVerifyEmailTemporaryToken, "tmp-1")
        XCTAssertEqual(remote.lastVerifyEmailCode, "042917")
        XCTAssertEqual(keyChain.saveRegistrationTokenCallCount, 1)
        XCTAssertEqual(keyChain.lastSaveRegistrationTokenToken, "reg-1")
        XCTAssertEqual(keyChain.lastSaveRegistrationTokenEmail, email)
        XCTAssertEqual(keyChain.lastSaveRegistrationTokenNeedsName, true, "the PIN step asks a new user's name")
        XCTAssertEqual(database.markEmailVerifiedReceivedArguments, [email])
    }

    func testGatewayCodesBecomeDomainErrorsAndNothingIsKept() async {
        let cases: [(String, Errors)] = [
            ("invalid_code", .wrongCode(attemptsLeft: nil)),
            ("too_many_attempts", .tooManyAttempts),
            ("code_expired", .codeExpired),
            ("invalid_token", .signUpExpired),
            ("token_expired", .signUpExpired),
            ("invalid_code_format", .invalidCodeFormat),
            ("too_many_codes", .tooManyCodes),
            ("too_many_requests", .tryLater),
            ("something_new", .unexpectedResponse),
        ]
        for (code, expected) in cases {
            remote.verifyEmailResult = .failure(RemoteDataError.rejected(code: code, message: "Refused."))
            await assertThrows(expected) { _ = try await self.sut.verify(email: email, code: "123456") }
        }

        XCTAssertFalse(keyChain.saveRegistrationTokenCalled)
        XCTAssertFalse(database.markEmailVerifiedCalled)
    }

    func testAWrongCodeKeepsTheTriesLeft() async {
        remote.verifyEmailResult = .failure(RemoteDataError.wrongSecret(attemptsLeft: 2))

        await assertThrows(Errors.wrongCode(attemptsLeft: 2)) { _ = try await self.sut.verify(email: email, code: "123456") }

        XCTAssertFalse(keyChain.saveRegistrationTokenCalled)
    }

    func testUnreachableGatewayIsNetworkUnavailable() async {
        remote.verifyEmailResult = .failure(RemoteDataError.networkUnavailable)

        await assertThrows(Errors.networkUnavailable) { _ = try await self.sut.verify(email: email, code: "123456") }

        XCTAssertFalse(keyChain.saveRegistrationTokenCalled)
    }

    func testUnintelligibleAnswerIsAnUnexpectedResponse() async {
        remote.verifyEmailResult = .failure(RemoteDataError.invalidResponse)

        await assertThrows(Errors.unexpectedResponse) { _ = try await self.sut.verify(email: email, code: "123456") }
    }

    func testRegistrationTokenThatCannotBeKeptIsAStorageFailure() async {
        keyChain.saveRegistrationTokenResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.verify(email: email, code: "123456") }

        XCTAssertFalse(database.markEmailVerifiedCalled)
    }

    func testProgressThatCannotBeRecordedIsAStorageFailure() async {
        database.markEmailVerifiedResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.verify(email: email, code: "123456") }
    }

    // MARK: Resending

    func testResendReplacesTheTemporaryTokenAndMarksTheCodeSent() async throws {
        let response = try await sut.resendCode(email: email)

        XCTAssertEqual(response, VerificationCodeUseCaseNameSpace.ResendResponse())
        XCTAssertEqual(remote.sendCodeReceivedArguments, [email])
        XCTAssertEqual(keyChain.replaceTemporaryTokenCallCount, 1)
        XCTAssertEqual(keyChain.lastReplaceTemporaryTokenToken, "tmp-2")
        XCTAssertEqual(keyChain.lastReplaceTemporaryTokenEmail, email)
        XCTAssertEqual(database.markCodeSentReceivedArguments, [email])
    }

    func testResendWithAnUnreachableGatewayKeepsTheOldToken() async {
        remote.sendCodeResult = .failure(RemoteDataError.networkUnavailable)

        await assertThrows(Errors.networkUnavailable) { _ = try await self.sut.resendCode(email: email) }

        XCTAssertFalse(keyChain.replaceTemporaryTokenCalled)
        XCTAssertFalse(database.markCodeSentCalled)
    }

    func testResendRefusedForAnExpiredSignUpIsSignUpExpired() async {
        remote.sendCodeResult = .failure(RemoteDataError.rejected(code: "invalid_token", message: "Start again."))

        await assertThrows(Errors.signUpExpired) { _ = try await self.sut.resendCode(email: email) }
    }

    func testResendWhoseTokenCannotBeKeptIsAStorageFailure() async {
        keyChain.replaceTemporaryTokenResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.resendCode(email: email) }

        XCTAssertFalse(database.markCodeSentCalled)
    }

    func testResendWhoseProgressCannotBeRecordedIsAStorageFailure() async {
        database.markCodeSentResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.resendCode(email: email) }
    }
}
