import AuthenticationFlowRepositoryAPI
import AuthenticationFlowRepositoryAPITestDoubles
import AuthenticationFlowRepositoryImpl
import AuthenticationFlowUseCaseAPI
import Foundation
import Reactive
import RemoteDataError
import TestSupport
import XCTest

private let email = "ada@payred.app"

/// A failure of a data source that is not one of the gateway's.
private struct DiskFailure: Error {}

final class AuthenticationFlowRepositoryImplTests: XCTestCase {
    private var session: AuthenticationFlowRepositorySessionDataStub!
    private var remote: AuthenticationFlowRepositoryRemoteDataStub!
    private var database: AuthenticationFlowRepositoryDataBaseDataStub!
    private var keyChain: AuthenticationFlowRepositoryKeyChainDataStub!
    private var userDefaults: AuthenticationFlowRepositoryUserDefaultsDataStub!
    private var sut: AuthenticationFlowRepositoryImpl!

    override func setUp() {
        super.setUp()
        session = AuthenticationFlowRepositorySessionDataStub()
        session.restoreSessionResult = .success(.signedOut)
        session.endSessionResult = .success(.init())
        remote = AuthenticationFlowRepositoryRemoteDataStub()
        remote.logoutResult = .success(.init())
        database = AuthenticationFlowRepositoryDataBaseDataStub()
        database.deleteAllUserLoginStatesResult = .success(.init())
        keyChain = AuthenticationFlowRepositoryKeyChainDataStub()
        keyChain.deleteAllSecretsResult = .success(.init())
        userDefaults = AuthenticationFlowRepositoryUserDefaultsDataStub()
        sut = AuthenticationFlowRepositoryImpl(
            sessionData: session,
            remoteData: remote,
            databaseData: database,
            keyChainData: keyChain,
            userDefaultsData: userDefaults
        )
    }

    override func tearDown() {
        session.reset()
        remote.reset()
        database.reset()
        keyChain.reset()
        sut = nil
        super.tearDown()
    }

    // MARK: Auto-lock

    func testTheAutoLockDelayChosenInSettingsIsPassedOnInSeconds() {
        let recorder = StateRecorder(sut.autoLockAfterPublisher)
        userDefaults.autoLockSecondsPublisherSubject.send(120)
        XCTAssertEqual(recorder.recorded, [.seconds(120)])
    }

    // MARK: Session

    func testRestoredSessionStatesAreMappedToTheDomain() async throws {
        let cases: [(AuthenticationFlowRepositoryNameSpace.SessionState, AuthenticationFlowUseCaseNameSpace.SessionState)] = [
            (.signedOut, .signedOut),
            (.locked(email: email), .locked(email: email)),
            (.active(email: email), .active(email: email)),
        ]
        for (stored, expected) in cases {
            session.restoreSessionResult = .success(stored)
            let restored = try await sut.restoreSession()
            XCTAssertEqual(restored, expected)
        }
        XCTAssertEqual(session.restoreSessionCallCount, cases.count)
    }

    func testUnreadableSessionIsAStorageFailure() async {
        session.restoreSessionResult = .failure(DiskFailure())

        await assertThrows(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure) { _ = try await self.sut.restoreSession() }
    }

    func testSessionChangesArePublishedInTheDomain() {
        var received: [AuthenticationFlowUseCaseNameSpace.SessionState] = []
        let subscription = sut.sessionStatePublisher.sink { received.append($0) }

        session.sessionStatePublisherSubject.send(.active(email: email))
        session.sessionStatePublisherSubject.send(.locked(email: email))
        session.sessionStatePublisherSubject.send(.signedOut)

        XCTAssertEqual(received, [.active(email: email), .locked(email: email), .signedOut])
        subscription.cancel()
    }

    func testLockSessionLocksTheSessionData() async {
        await sut.lockSession()

        XCTAssertEqual(session.lockSessionCallCount, 1)
    }

    // MARK: Pending sign-up

    func testNoUnfinishedSignUpMeansNoPendingSignUp() async throws {
        database.unfinishedSignUpResult = .success(nil)

        let pending = try await sut.pendingSignUp()

        XCTAssertNil(pending)
    }

    func testSignUpWaitingForTheCodeResumesAtVerifyingTheEmail() async throws {
        let updatedAt = Date(timeIntervalSince1970: 1_800_000_000)
        database.unfinishedSignUpResult = .success(AuthenticationFlowRepositoryNameSpace.StoredSignUp(email: email, step: .shouldVerify, updatedAt: updatedAt))

        let pending = try await sut.pendingSignUp()

        XCTAssertEqual(pending, AuthenticationFlowUseCaseNameSpace.PendingSignUp(email: email, step: .verifyEmail, stepStartedAt: updatedAt))
    }

    func testVerifiedSignUpResumesAtCreatingThePin() async throws {
        let updatedAt = Date(timeIntervalSince1970: 1_800_000_600)
        database.unfinishedSignUpResult = .success(AuthenticationFlowRepositoryNameSpace.StoredSignUp(email: email, step: .shouldCreatePin, updatedAt: updatedAt))

        let pending = try await sut.pendingSignUp()

        XCTAssertEqual(pending, AuthenticationFlowUseCaseNameSpace.PendingSignUp(email: email, step: .createPin, stepStartedAt: updatedAt))
    }

    func testUnreadableSignUpIsAStorageFailure() async {
        database.unfinishedSignUpResult = .failure(DiskFailure())

        await assertThrows(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure) { _ = try await self.sut.pendingSignUp() }
    }

    // MARK: Logout

    func testLogoutRevokedAtTheGatewayEndsTheSessionAndWipesTheDevice() async throws {
        let result = try await sut.logout()

        XCTAssertEqual(result, AuthenticationFlowUseCaseNameSpace.LogoutResult(revokedAtGateway: true))
        XCTAssertEqual(remote.logoutCallCount, 1)
        XCTAssertEqual(session.endSessionCallCount, 1)
        XCTAssertEqual(keyChain.deleteAllSecretsCallCount, 1)
        XCTAssertEqual(database.deleteAllUserLoginStatesCallCount, 1)
        XCTAssertEqual(userDefaults.deleteAllPreferencesCallCount, 1, "the next user inherits no preference")
    }

    func testLogoutWithAnUnreachableGatewayStillWipesTheDevice() async throws {
        remote.logoutResult = .failure(RemoteDataError.networkUnavailable)

        let result = try await sut.logout()

        XCTAssertFalse(result.revokedAtGateway)
        XCTAssertEqual(session.endSessionCallCount, 1)
        XCTAssertEqual(keyChain.deleteAllSecretsCallCount, 1)
        XCTAssertEqual(database.deleteAllUserLoginStatesCallCount, 1)
    }

    func testLogoutOfASessionAlreadyOverAtTheGatewayStillWipesTheDevice() async throws {
        remote.logoutResult = .failure(RemoteDataError.sessionExpired)

        let result = try await sut.logout()

        XCTAssertFalse(result.revokedAtGateway)
        XCTAssertEqual(session.endSessionCallCount, 1)
        XCTAssertEqual(keyChain.deleteAllSecretsCallCount, 1)
        XCTAssertEqual(database.deleteAllUserLoginStatesCallCount, 1)
    }

    func testSessionThatCannotEndIsAStorageFailure() async {
        session.endSessionResult = .failure(DiskFailure())

        await assertThrows(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure) { _ = try await self.sut.logout() }
    }

    func testSecureStoreThatCannotBeWipedIsAStorageFailureAndTheSessionStaysOpen() async {
        keyChain.deleteAllSecretsResult = .failure(DiskFailure())

        await assertThrows(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure) { _ = try await self.sut.logout() }
        XCTAssertEqual(session.endSessionCallCount, 0, "a device not wiped stays signed in, as the screen that asked says")
    }

    func testDatabaseThatCannotBeWipedIsAStorageFailure() async {
        database.deleteAllUserLoginStatesResult = .failure(DiskFailure())

        await assertThrows(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure) { _ = try await self.sut.logout() }
        XCTAssertEqual(keyChain.deleteAllSecretsCallCount, 1)
    }
}
