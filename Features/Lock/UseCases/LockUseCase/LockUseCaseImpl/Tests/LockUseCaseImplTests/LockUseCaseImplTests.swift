import Foundation
import LockUseCaseAPI
import LockUseCaseAPITestDoubles
import LockUseCaseImpl
import TestSupport
import XCTest

private let email = "ada@payred.app"
private let lockoutStart = Date(timeIntervalSince1970: 1_800_000_000)

/// Creating the PIN and unlocking with it: what reaches the repository, and lockouts.
final class LockUseCaseImplTests: XCTestCase {
    private typealias Errors = LockUseCaseNameSpace.Errors

    private var repository: LockUseCaseRepositoryStub!
    private var now: FakeNow!
    private var sut: LockUseCaseImpl!

    override func setUp() {
        super.setUp()
        repository = LockUseCaseRepositoryStub()
        repository.createPinResult = .success(.init())
        repository.unlockResult = .success(.init())
        let now = FakeNow(lockoutStart)
        self.now = now
        sut = LockUseCaseImpl(repository: repository, now: { now.date })
    }

    override func tearDown() {
        repository.reset()
        repository = nil
        now = nil
        sut = nil
        super.tearDown()
    }

    // MARK: Creating the PIN

    func testMatchingConfirmationCreatesThePin() async throws {
        let result = try await sut.createPin(email: email, pin: "135790", confirmation: "135790")

        XCTAssertEqual(result, LockUseCaseNameSpace.CreatePinResult())
        XCTAssertEqual(repository.createPinCallCount, 1)
        XCTAssertEqual(repository.lastCreatePinEmail, email)
        XCTAssertEqual(repository.lastCreatePinPin, "135790")
    }

    func testMismatchedConfirmationIsRefusedBeforeTheRepository() async {
        await assertThrows(Errors.pinMismatch) {
            _ = try await self.sut.createPin(email: email, pin: "135790", confirmation: "135791")
        }

        XCTAssertFalse(repository.createPinCalled)
    }

    func testWeakPinIsRefusedBeforeTheRepository() async {
        await assertThrows(Errors.weakPin(.repeatedDigit)) {
            _ = try await self.sut.createPin(email: email, pin: "111111", confirmation: "111111")
        }
        await assertThrows(Errors.weakPin(.straightRun)) {
            _ = try await self.sut.createPin(email: email, pin: "123456", confirmation: "123456")
        }

        XCTAssertFalse(repository.createPinCalled)
    }

    func testBadlyFormedNewPinIsRefusedBeforeTheRepository() async {
        await assertThrows(Errors.invalidPinFormat) {
            _ = try await self.sut.createPin(email: email, pin: "1357", confirmation: "1357")
        }

        XCTAssertFalse(repository.createPinCalled)
    }

    func testCreatePinRepositoryErrorsPassThrough() async {
        for error: Errors in [.signUpExpired, .networkUnavailable, .storageFailure] {
            repository.createPinResult = .failure(error)
            await assertThrows(error) {
                _ = try await self.sut.createPin(email: email, pin: "135790", confirmation: "135790")
            }
        }
    }

    // MARK: Unlocking

    func testRightPinUnlocks() async throws {
        let result = try await sut.unlock(email: email, pin: "135790")

        XCTAssertEqual(result, LockUseCaseNameSpace.UnlockResult())
        XCTAssertEqual(repository.unlockCallCount, 1)
        XCTAssertEqual(repository.lastUnlockEmail, email)
        XCTAssertEqual(repository.lastUnlockPin, "135790")
    }

    func testBadlyFormedPinIsRefusedBeforeTheRepository() async {
        for pin in ["", "13579", "1357902", "13a579"] {
            await assertThrows(Errors.invalidPinFormat) { _ = try await self.sut.unlock(email: email, pin: pin) }
        }

        XCTAssertFalse(repository.unlockCalled)
    }

    func testWrongPinPassesThrough() async {
        repository.unlockResult = .failure(Errors.wrongPin(attemptsLeft: 2))

        await assertThrows(Errors.wrongPin(attemptsLeft: 2)) { _ = try await self.sut.unlock(email: email, pin: "135790") }
    }

    func testUnknownRepositoryErrorIsAnUnexpectedResponse() async {
        struct Opaque: Error {}
        repository.unlockResult = .failure(Opaque())

        await assertThrows(Errors.unexpectedResponse) { _ = try await self.sut.unlock(email: email, pin: "135790") }
    }

    func testSecondUnlockWhileTheFirstIsInFlightIsBusy() async throws {
        let started = AsyncGate()
        let gate = AsyncGate()
        repository.onUnlock = { _, _ in
            await started.open()
            await gate.wait()
            return .init()
        }
        let useCase: LockUseCaseImpl = sut
        let first = Task { try await useCase.unlock(email: email, pin: "135790") }
        await started.wait()

        await assertThrows(Errors.busy) { _ = try await self.sut.unlock(email: email, pin: "135790") }

        await gate.open()
        _ = try await first.value
        XCTAssertEqual(repository.unlockCallCount, 1)
    }

    // MARK: Lockout

    func testLockoutRefusesUnlockingUntilItEndsWithoutAskingTheRepository() async throws {
        let until = lockoutStart.addingTimeInterval(300)
        repository.unlockResult = .failure(Errors.lockedOut(until: until))
        await assertThrows(Errors.lockedOut(until: until)) { _ = try await self.sut.unlock(email: email, pin: "135790") }
        XCTAssertEqual(repository.unlockCallCount, 1)

        repository.unlockResult = .success(.init())
        now.advance(by: 299)
        await assertThrows(Errors.lockedOut(until: until)) { _ = try await self.sut.unlock(email: email, pin: "135790") }
        XCTAssertEqual(repository.unlockCallCount, 1)

        now.advance(by: 1)
        _ = try await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(repository.unlockCallCount, 2)
    }

    func testLockoutAlsoRefusesCreatingThePin() async {
        let until = lockoutStart.addingTimeInterval(60)
        repository.unlockResult = .failure(Errors.lockedOut(until: until))
        await assertThrows(Errors.lockedOut(until: until)) { _ = try await self.sut.unlock(email: email, pin: "135790") }

        await assertThrows(Errors.lockedOut(until: until)) {
            _ = try await self.sut.createPin(email: email, pin: "135790", confirmation: "135790")
        }

        XCTAssertFalse(repository.createPinCalled)
    }

    func testLockoutOfOneEmailDoesNotRefuseAnother() async throws {
        repository.unlockResult = .failure(Errors.lockedOut(until: lockoutStart.addingTimeInterval(300)))
        await assertThrows(Errors.lockedOut(until: lockoutStart.addingTimeInterval(300))) {
            _ = try await self.sut.unlock(email: email, pin: "135790")
        }

        repository.unlockResult = .success(.init())
        _ = try await sut.unlock(email: "bob@payred.app", pin: "135790")

        XCTAssertEqual(repository.lastUnlockEmail, "bob@payred.app")
        XCTAssertEqual(repository.unlockCallCount, 2)
    }
}
