import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import AuthenticationFlowUseCaseImpl
import Foundation
import TestSupport
import XCTest

private let email = "ada@payred.app"

/// The inactivity lock, timed on a test clock: the session locks once `idleTimeout` passes
/// without interaction, and only while it is open.
final class IdleLockTests: SerialExecutorTestCase {
    private let idleTimeout: Duration = .seconds(300)

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
            idleTimeout: idleTimeout,
            now: { Date(timeIntervalSince1970: 1_800_000_000) }
        )
    }

    override func tearDown() {
        sut = nil // stops the idle timer
        repository.reset()
        repository = nil
        clock = nil
        super.tearDown()
    }

    func testIdleTimeoutAfterAuthenticationLocksTheSessionOnce() async {
        await authenticate()
        await waitUntilTimerArmed(count: 1)

        await clock.advance(by: idleTimeout)

        let locked = await waitUntil { repository.lockSessionCallCount == 1 }
        XCTAssertTrue(locked, "the idle timeout did not lock the session")

        await clock.advance(by: idleTimeout * 3)
        await settle()
        XCTAssertEqual(repository.lockSessionCallCount, 1)
    }

    func testNothingLocksBeforeTheTimeout() async {
        await authenticate()
        await waitUntilTimerArmed(count: 1)

        await clock.advance(by: idleTimeout - .seconds(1))
        await settle()

        XCTAssertEqual(repository.lockSessionCallCount, 0)
    }

    func testInteractionBeforeTheTimeoutPostponesTheLock() async {
        await authenticate()
        await waitUntilTimerArmed(count: 1)
        await clock.advance(by: .seconds(200))

        sut.userDidInteract()
        await waitUntilTimerArmed(count: 2)
        await clock.advance(by: .seconds(200)) // past the first deadline, before the new one
        await settle()
        XCTAssertEqual(repository.lockSessionCallCount, 0)

        await clock.advance(by: .seconds(100)) // the timeout after the interaction
        let locked = await waitUntil { repository.lockSessionCallCount == 1 }
        XCTAssertTrue(locked, "the postponed idle timeout did not lock the session")
    }

    func testNoIdleLockWhileNotAuthenticated() async {
        await sut.start()
        XCTAssertEqual(sut.currentState, .login)

        sut.userDidInteract()
        await clock.advance(by: idleTimeout * 2)
        await settle()

        XCTAssertEqual(repository.lockSessionCallCount, 0)
        XCTAssertEqual(clock.sleepCount, 0)
    }

    func testNoIdleLockWhileThePinIsAsked() async {
        repository.restoreSessionResult = .success(.locked(email: email))
        await sut.start()

        sut.userDidInteract()
        await clock.advance(by: idleTimeout * 2)
        await settle()

        XCTAssertEqual(repository.lockSessionCallCount, 0)
        XCTAssertEqual(clock.sleepCount, 0)
    }

    func testLockedSessionStopsTheIdleTimer() async {
        await authenticate()
        await waitUntilTimerArmed(count: 1)

        repository.sessionStatePublisherSubject.send(.locked(email: email))
        sut.userDidInteract() // not authenticated any more: does not restart the timer
        await clock.advance(by: idleTimeout * 2)
        await settle()

        XCTAssertEqual(sut.currentState, .pinCode(email: email, firstLaunch: false))
        XCTAssertEqual(repository.lockSessionCallCount, 0)
    }

    func testLockingNowLocksOnceAndStopsTheIdleTimer() async {
        await authenticate()
        await waitUntilTimerArmed(count: 1)

        await sut.lock()
        XCTAssertEqual(repository.lockSessionCallCount, 1)

        await clock.advance(by: idleTimeout * 2)
        await settle()
        XCTAssertEqual(repository.lockSessionCallCount, 1)
    }

    func testLogoutStopsTheIdleTimer() async throws {
        await authenticate()
        await waitUntilTimerArmed(count: 1)
        repository.logoutResult = .success(.init(revokedAtGateway: true))

        _ = try await sut.logout()
        await clock.advance(by: idleTimeout * 2)
        await settle()

        XCTAssertEqual(repository.lockSessionCallCount, 0)
    }

    func testALogoutThatFailedKeepsTheSessionLockingAfterInactivity() async {
        await authenticate()
        await waitUntilTimerArmed(count: 1)
        repository.logoutResult = .failure(.storageFailure)

        await assertThrows(AuthenticationFlowUseCaseNameSpace.Errors.storageFailure) { _ = try await self.sut.logout() }
        await waitUntilTimerArmed(count: 2)
        await clock.advance(by: idleTimeout)

        let locked = await waitUntil { self.repository.lockSessionCallCount == 1 }
        XCTAssertTrue(locked, "the session still open did not lock after inactivity")
    }

    func testWithoutAFixedDelayTheDelayChosenInSettingsIsFollowedAtOnce() async {
        sut = AuthenticationFlowUseCaseImpl(
            repository: repository, clock: clock, idleTimeout: nil, now: { Date(timeIntervalSince1970: 1_800_000_000) }
        )
        repository.autoLockAfterPublisherSubject.send(.seconds(60))
        await authenticate()
        await waitUntilTimerArmed(count: 1)

        repository.autoLockAfterPublisherSubject.send(.seconds(120)) // chosen while counting: counts again
        await waitUntilTimerArmed(count: 2)
        await clock.advance(by: .seconds(119))
        await settle()
        XCTAssertEqual(repository.lockSessionCallCount, 0)

        await clock.advance(by: .seconds(1))
        let locked = await waitUntil { repository.lockSessionCallCount == 1 }
        XCTAssertTrue(locked, "the delay chosen in Settings did not lock the session")
    }

    // MARK: Helpers

    /// Starts the flow with nothing stored, then opens the session as the repository would.
    private func authenticate() async {
        await sut.start()
        repository.sessionStatePublisherSubject.send(.active(email: email))
        XCTAssertEqual(sut.currentState, .authenticated(email: email))
    }

    /// Waits until the idle timer's task has started its `count`th sleep, so moving the clock
    /// counts from the instant the test expects.
    private func waitUntilTimerArmed(count: Int, file: StaticString = #filePath, line: UInt = #line) async {
        let armed = await waitUntil { clock.sleepCount >= count }
        XCTAssertTrue(armed, "the idle timer was not armed", file: file, line: line)
    }
}
