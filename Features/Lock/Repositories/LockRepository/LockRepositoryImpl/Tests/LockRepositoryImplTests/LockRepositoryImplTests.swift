import Foundation
import LockRepositoryAPI
import LockRepositoryAPITestDoubles
import LockRepositoryImpl
import LockUseCaseAPI
import RemoteDataError
import TestSupport
import XCTest

private let email = "ada@payred.app"
private let tokens = LockRepositoryNameSpace.SessionRemoteResult(accessToken: "access-1", refreshToken: "refresh-1")

/// A failure of the secure store, the database or the session.
private struct DiskFailure: Error {}

final class LockRepositoryImplTests: XCTestCase {
    private typealias Errors = LockUseCaseNameSpace.Errors

    private var remote: LockRepositoryRemoteDataStub!
    private var keyChain: LockRepositoryKeyChainDataStub!
    private var session: LockRepositorySessionDataStub!
    private var database: LockRepositoryDataBaseDataStub!
    private var sut: LockRepositoryImpl!

    override func setUp() {
        super.setUp()
        remote = LockRepositoryRemoteDataStub()
        remote.createPinResult = .success(tokens)
        remote.unlockResult = .success(tokens)
        keyChain = LockRepositoryKeyChainDataStub()
        keyChain.registrationTokenResult = .success("reg-1")
        keyChain.deleteSignUpTokensResult = .success(.init())
        session = LockRepositorySessionDataStub()
        session.beginSessionResult = .success(.init())
        database = LockRepositoryDataBaseDataStub()
        database.markPinCreatedResult = .success(.init())
        sut = LockRepositoryImpl(remoteData: remote, keyChainData: keyChain, sessionData: session, databaseData: database)
    }

    override func tearDown() {
        remote.reset()
        keyChain.reset()
        session.reset()
        database.reset()
        sut = nil
        super.tearDown()
    }

    // MARK: Creating the PIN

    func testCreatingThePinWithoutRegistrationTokenMeansTheSignUpExpired() async {
        keyChain.registrationTokenResult = .success(nil)

        await assertThrows(Errors.signUpExpired) { _ = try await self.sut.createPin(email: email, name: nil, pin: "135790") }

        XCTAssertEqual(keyChain.registrationTokenReceivedArguments, [email])
        XCTAssertFalse(remote.createPinCalled)
        XCTAssertFalse(session.beginSessionCalled)
    }

    func testUnreadableRegistrationTokenIsAStorageFailure() async {
        keyChain.registrationTokenResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.createPin(email: email, name: nil, pin: "135790") }

        XCTAssertFalse(remote.createPinCalled)
    }

    func testCreatedPinOpensTheSessionAndForgetsTheSignUp() async throws {
        let result = try await sut.createPin(email: email, name: nil, pin: "135790")

        XCTAssertEqual(result, LockUseCaseNameSpace.CreatePinResult())
        XCTAssertEqual(remote.createPinCallCount, 1)
        XCTAssertEqual(remote.lastCreatePinRegistrationToken, "reg-1")
        XCTAssertEqual(remote.lastCreatePinPin, "135790")
        XCTAssertEqual(session.beginSessionCallCount, 1)
        XCTAssertEqual(session.lastBeginSessionEmail, email)
        XCTAssertEqual(session.lastBeginSessionTokens, tokens)
        XCTAssertEqual(keyChain.deleteSignUpTokensCallCount, 1)
        XCTAssertEqual(database.markPinCreatedReceivedArguments, [email])
    }

    func testCreatePinGatewayErrorsBecomeDomainErrorsAndNothingIsKept() async {
        let cases: [(RemoteDataError, Errors)] = [
            (.rejected(code: "invalid_token", message: "Start again."), .signUpExpired),
            (.rejected(code: "token_expired", message: "Start again."), .signUpExpired),
            (.rejected(code: "invalid_pin_format", message: "Six digits."), .invalidPinFormat),
            (.networkUnavailable, .networkUnavailable),
            (.invalidResponse, .unexpectedResponse),
        ]
        for (remoteError, expected) in cases {
            remote.createPinResult = .failure(remoteError)
            await assertThrows(expected) { _ = try await self.sut.createPin(email: email, name: nil, pin: "135790") }
        }

        XCTAssertFalse(session.beginSessionCalled)
        XCTAssertFalse(keyChain.deleteSignUpTokensCalled)
        XCTAssertFalse(database.markPinCreatedCalled)
    }

    func testSessionThatCannotBeOpenedAfterCreatingThePinIsAStorageFailure() async {
        session.beginSessionResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.createPin(email: email, name: nil, pin: "135790") }
    }

    func testSignUpTokensThatCannotBeDeletedAreAStorageFailure() async {
        keyChain.deleteSignUpTokensResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.createPin(email: email, name: nil, pin: "135790") }
    }

    // MARK: Unlocking

    func testRightPinOpensTheSessionWithTheGatewayTokens() async throws {
        let result = try await sut.unlock(email: email, pin: "135790")

        XCTAssertEqual(result, LockUseCaseNameSpace.UnlockResult())
        XCTAssertEqual(remote.unlockCallCount, 1)
        XCTAssertEqual(remote.lastUnlockEmail, email)
        XCTAssertEqual(remote.lastUnlockPin, "135790")
        XCTAssertEqual(session.beginSessionCallCount, 1)
        XCTAssertEqual(session.lastBeginSessionEmail, email)
        XCTAssertEqual(session.lastBeginSessionTokens, tokens)
    }

    func testGatewayLockoutBecomesLockedOutUntilTheSameInstant() async {
        let until = Date(timeIntervalSince1970: 1_800_000_300)
        remote.unlockResult = .failure(RemoteDataError.locked(until: until))

        await assertThrows(Errors.lockedOut(until: until)) { _ = try await self.sut.unlock(email: email, pin: "135790") }

        XCTAssertFalse(session.beginSessionCalled)
    }

    func testUnlockGatewayErrorsBecomeDomainErrors() async {
        let cases: [(RemoteDataError, Errors)] = [
            (.wrongSecret(attemptsLeft: 3), .wrongPin(attemptsLeft: 3)),
            (.rejected(code: "invalid_pin", message: "Wrong PIN."), .wrongPin(attemptsLeft: nil)),
            (.rejected(code: "invalid_credentials", message: "Wrong PIN."), .wrongPin(attemptsLeft: nil)),
            (.rejected(code: "invalid_pin_format", message: "Six digits."), .invalidPinFormat),
            (.rejected(code: "too_many_requests", message: "Slow down."), .tryLater),
            (.rejected(code: "busy", message: "Busy."), .tryLater),
            (.rejected(code: "something_new", message: "?"), .unexpectedResponse),
            (.networkUnavailable, .networkUnavailable),
            (.invalidResponse, .unexpectedResponse),
        ]
        for (remoteError, expected) in cases {
            remote.unlockResult = .failure(remoteError)
            await assertThrows(expected) { _ = try await self.sut.unlock(email: email, pin: "135790") }
        }

        XCTAssertFalse(session.beginSessionCalled)
    }

    func testSessionThatCannotBeOpenedAfterUnlockingIsAStorageFailure() async {
        session.beginSessionResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.unlock(email: email, pin: "135790") }
    }
}
