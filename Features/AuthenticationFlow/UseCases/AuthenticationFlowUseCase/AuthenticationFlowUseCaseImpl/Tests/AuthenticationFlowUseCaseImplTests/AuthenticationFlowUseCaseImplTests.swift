import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import AuthenticationFlowUseCaseImpl
import Foundation
import TestSupport
import XCTest

private let fixedNow = Date(timeIntervalSince1970: 1_800_000_000)
private let email = "ada@payred.app"

/// Where the flow resumes at launch, how it follows the session, and logging out.
final class AuthenticationFlowUseCaseImplTests: XCTestCase {
    private var repository: AuthenticationFlowUseCaseRepositoryStub!
    private var clock: CountingTestClock!
    private var sut: AuthenticationFlowUseCaseImpl!

    override func setUp() {
        super.setUp()
        let repository = AuthenticationFlowUseCaseRepositoryStub()
        repository.restoreSessionResult = .success(.signedOut)
        let clock = CountingTestClock()
        self.repository = repository
        self.clock = clock
        sut = AuthenticationFlowUseCaseImpl(
            repository: repository,
            clock: clock,
            idleTimeout: AuthenticationFlowUseCaseImpl.defaultIdleTimeout,
            now: { fixedNow }
        )
    }

    override func tearDown() {
        sut = nil
        repository.reset()
        repository = nil
        clock = nil
        super.tearDown()
    }

    // MARK: Resuming at launch

    func testStartsOnTheSplashWithoutReadingTheDevice() {
        let recorder = StateRecorder(sut.statePublisher)

        XCTAssertEqual(sut.currentState, .splash)
        XCTAssertEqual(recorder.recorded, [.splash])
        XCTAssertFalse(repository.restoreSessionCalled)
    }

    func testLockedStoredSessionAsksForThePin() async {
        repository.restoreSessionResult = .success(.locked(email: email))

        await sut.start()

        XCTAssertEqual(sut.currentState, .pinCode(email: email, firstLaunch: false))
        XCTAssertFalse(repository.pendingSignUpCalled)
    }

    func testActiveStoredSessionIsAuthenticated() async {
        repository.restoreSessionResult = .success(.active(email: email))

        await sut.start()

        XCTAssertEqual(sut.currentState, .authenticated(email: email))
        XCTAssertFalse(repository.pendingSignUpCalled)
    }

    func testStartPublishesTheResumedStateAfterTheSplash() async {
        repository.restoreSessionResult = .success(.locked(email: email))
        let recorder = StateRecorder(sut.statePublisher)

        await sut.start()

        XCTAssertEqual(recorder.recorded, [.splash, .pinCode(email: email, firstLaunch: false)])
    }

    func testUnverifiedSignUpWithinItsLifetimeResumesAtTheCode() async {
        repository.pendingSignUpResult = .success(pendingSignUp(.verifyEmail, startedSecondsAgo: 9 * 60))

        await sut.start()

        XCTAssertEqual(sut.currentState, .verificationCode(email: email))
    }

    func testVerifiedSignUpWithinItsLifetimeResumesAtCreatingThePin() async {
        repository.pendingSignUpResult = .success(pendingSignUp(.createPin, startedSecondsAgo: 60))

        await sut.start()

        XCTAssertEqual(sut.currentState, .pinCode(email: email, firstLaunch: true))
    }

    func testSignUpStepStartedJustNowResumes() async {
        repository.pendingSignUpResult = .success(pendingSignUp(.verifyEmail, startedSecondsAgo: 0))

        await sut.start()

        XCTAssertEqual(sut.currentState, .verificationCode(email: email))
    }

    func testUnverifiedSignUpAtTheEndOfItsLifetimeStartsOverAtLogin() async {
        let lifetime = AuthenticationFlowUseCaseImpl.signUpStepLifetime
        repository.pendingSignUpResult = .success(pendingSignUp(.verifyEmail, startedSecondsAgo: lifetime))

        await sut.start()

        XCTAssertEqual(sut.currentState, .login)
    }

    func testExpiredUnverifiedSignUpStartsOverAtLogin() async {
        repository.pendingSignUpResult = .success(pendingSignUp(.verifyEmail, startedSecondsAgo: 11 * 60))

        await sut.start()

        XCTAssertEqual(sut.currentState, .login)
    }

    func testExpiredVerifiedSignUpStartsOverAtLogin() async {
        repository.pendingSignUpResult = .success(pendingSignUp(.createPin, startedSecondsAgo: 11 * 60))

        await sut.start()

        XCTAssertEqual(sut.currentState, .login)
    }

    func testNothingStoredGoesToLogin() async {
        repository.pendingSignUpResult = .success(nil)

        await sut.start()

        XCTAssertEqual(sut.currentState, .login)
        XCTAssertEqual(repository.restoreSessionCallCount, 1)
        XCTAssertEqual(repository.pendingSignUpCallCount, 1)
    }

    func testUnreadableSessionGoesToLogin() async {
        repository.restoreSessionResult = .failure(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure)

        await sut.start()

        XCTAssertEqual(sut.currentState, .login)
    }

    func testUnreadableSignUpGoesToLogin() async {
        repository.pendingSignUpResult = .failure(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure)

        await sut.start()

        XCTAssertEqual(sut.currentState, .login)
    }

    func testStartingTwiceReadsTheDeviceOnce() async {
        await sut.start()
        await sut.start()

        XCTAssertEqual(repository.restoreSessionCallCount, 1)
        XCTAssertEqual(sut.currentState, .login)
    }

    // MARK: Following the session

    func testFollowsTheSessionAsItOpensLocksAndEnds() async {
        let recorder = StateRecorder(sut.statePublisher)
        await sut.start()

        repository.sessionStatePublisherSubject.send(.active(email: email))
        XCTAssertEqual(sut.currentState, .authenticated(email: email))

        repository.sessionStatePublisherSubject.send(.locked(email: email))
        XCTAssertEqual(sut.currentState, .pinCode(email: email, firstLaunch: false))

        repository.sessionStatePublisherSubject.send(.signedOut)
        XCTAssertEqual(sut.currentState, .login)

        XCTAssertEqual(recorder.recorded, [
            .splash,
            .login,
            .authenticated(email: email),
            .pinCode(email: email, firstLaunch: false),
            .login,
        ])
    }

    func testUnlockingTheStoredSessionAuthenticates() async {
        repository.restoreSessionResult = .success(.locked(email: email))
        await sut.start()

        repository.sessionStatePublisherSubject.send(.active(email: email))

        XCTAssertEqual(sut.currentState, .authenticated(email: email))
    }

    func testSessionEventsBeforeStartAreIgnored() {
        repository.sessionStatePublisherSubject.send(.active(email: email))

        XCTAssertEqual(sut.currentState, .splash)
    }

    func testSignedOutSessionDoesNotInterruptAnUnfinishedSignUp() async {
        repository.pendingSignUpResult = .success(pendingSignUp(.verifyEmail, startedSecondsAgo: 60))
        await sut.start()

        repository.sessionStatePublisherSubject.send(.signedOut)

        XCTAssertEqual(sut.currentState, .verificationCode(email: email))
    }

    func testLockedSessionDoesNotInterruptCreatingThePin() async {
        repository.pendingSignUpResult = .success(pendingSignUp(.createPin, startedSecondsAgo: 60))
        await sut.start()

        repository.sessionStatePublisherSubject.send(.locked(email: email))
        repository.sessionStatePublisherSubject.send(.signedOut)

        XCTAssertEqual(sut.currentState, .pinCode(email: email, firstLaunch: true))
    }

    // MARK: Logging out

    func testLogoutReturnsTheRepositoryResultAndGoesToLogin() async throws {
        await sut.start()
        repository.sessionStatePublisherSubject.send(.active(email: email))
        repository.logoutResult = .success(.init(revokedAtGateway: false))

        let result = try await sut.logout()

        XCTAssertEqual(result, AuthenticationFlowUseCaseNameSpace.LogoutResult(revokedAtGateway: false))
        XCTAssertEqual(repository.logoutCallCount, 1)
        XCTAssertEqual(sut.currentState, .login)
    }

    func testLogoutRevokedAtTheGatewayIsReported() async throws {
        await sut.start()
        repository.sessionStatePublisherSubject.send(.active(email: email))
        repository.logoutResult = .success(.init(revokedAtGateway: true))

        let result = try await sut.logout()

        XCTAssertTrue(result.revokedAtGateway)
        XCTAssertEqual(sut.currentState, .login)
    }

    func testFailedLogoutThrowsAndKeepsTheState() async {
        await sut.start()
        repository.sessionStatePublisherSubject.send(.active(email: email))
        repository.logoutResult = .failure(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure)

        await assertThrows(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure) { _ = try await self.sut.logout() }

        XCTAssertEqual(sut.currentState, .authenticated(email: email))
    }

    // MARK: Helpers

    private func pendingSignUp(
        _ step: AuthenticationFlowUseCaseNameSpace.PendingSignUp.Step,
        startedSecondsAgo seconds: TimeInterval
    ) -> AuthenticationFlowUseCaseNameSpace.PendingSignUp {
        .init(email: email, step: step, stepStartedAt: fixedNow.addingTimeInterval(-seconds))
    }
}
