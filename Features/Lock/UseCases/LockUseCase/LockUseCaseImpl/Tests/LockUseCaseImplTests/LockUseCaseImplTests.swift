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
        try await sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135790")
        XCTAssertEqual(repository.createPinCallCount, 1)
        XCTAssertEqual(repository.lastCreatePinEmail, email)
        XCTAssertEqual(repository.lastCreatePinPin, "135790")
    }

    func testTheNameOthersSeeTravelsTrimmedWithThePin() async throws {
        try await sut.createPin(email: email, name: .init(firstName: "  Bea ", lastName: " Kim"), pin: "135790", confirmation: "135790")
        XCTAssertEqual(repository.lastCreatePinName, .init(firstName: "Bea", lastName: "Kim"))
    }

    func testABadNameIsRefusedBeforeTheRepository() async {
        XCTAssertEqual(sut.checkName(.init(firstName: " ", lastName: "Kim")), .nameMissing)
        XCTAssertEqual(sut.checkName(.init(firstName: "Bea\u{200B}", lastName: "")), .nameHiddenCharacters)
        XCTAssertEqual(sut.checkName(.init(firstName: String(repeating: "a", count: 51), lastName: "")), .nameTooLong(maximum: 50))
        XCTAssertNil(sut.checkName(.init(firstName: "Bea", lastName: "")))

        await assertThrows(Errors.nameHiddenCharacters) { try await self.sut.createPin(email: email, name: .init(firstName: "\u{1B}[2J", lastName: ""), pin: "135790", confirmation: "135790") }
        XCTAssertFalse(repository.createPinCalled)
    }

    func testWhetherANameIsNeededComesFromTheSignUp() async {
        repository.needsNameResult = .success(true)
        let needed = await sut.needsName(email: email)
        XCTAssertTrue(needed)
        repository.needsNameResult = .failure(Errors.storageFailure)
        let unreadable = await sut.needsName(email: email)
        XCTAssertFalse(unreadable, "an unreadable sign-up asks no name: the gateway says so if it must")
    }

    func testMismatchedConfirmationIsRefusedBeforeTheRepository() async {
        await assertThrows(Errors.pinMismatch) { try await self.sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135791") }

        XCTAssertFalse(repository.createPinCalled)
    }

    func testWeakPinIsRefusedBeforeTheRepository() async {
        await assertThrows(Errors.weakPin(.repeatedDigit)) { try await self.sut.createPin(email: email, name: nil, pin: "111111", confirmation: "111111") }
        await assertThrows(Errors.weakPin(.straightRun)) { try await self.sut.createPin(email: email, name: nil, pin: "123456", confirmation: "123456") }

        XCTAssertFalse(repository.createPinCalled)
    }

    func testBadlyFormedNewPinIsRefusedBeforeTheRepository() async {
        await assertThrows(Errors.invalidPinFormat) { try await self.sut.createPin(email: email, name: nil, pin: "1357", confirmation: "1357") }

        XCTAssertFalse(repository.createPinCalled)
    }

    func testCreatePinRepositoryErrorsPassThrough() async {
        for error: Errors in [.signUpExpired, .networkUnavailable, .storageFailure] {
            repository.createPinResult = .failure(error)
            await assertThrows(error) { try await self.sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135790") }
        }
    }

    // MARK: Unlocking

    func testRightPinUnlocks() async throws {
        try await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(repository.unlockCallCount, 1)
        XCTAssertEqual(repository.lastUnlockEmail, email)
        XCTAssertEqual(repository.lastUnlockPin, "135790")
    }

    func testBadlyFormedPinIsRefusedBeforeTheRepository() async {
        for pin in ["", "13579", "1357902", "13a579"] {
            await assertThrows(Errors.invalidPinFormat) { try await self.sut.unlock(email: email, pin: pin) }
        }

        XCTAssertFalse(repository.unlockCalled)
    }

    func testWrongPinPassesThrough() async {
        repository.unlockResult = .failure(Errors.wrongPin(attemptsLeft: 2))

        await assertThrows(Errors.wrongPin(attemptsLeft: 2)) { try await self.sut.unlock(email: email, pin: "135790") }
    }

    func testASecondRequestWhileOneIsInFlightIsRefused() async throws {
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
        XCTAssertEqual(lastSnapshot, .init(isRequesting: true))

        await assertThrows(Errors.requestOnItsWay) { try await self.sut.unlock(email: email, pin: "135790") }
        await assertThrows(Errors.requestOnItsWay) { try await self.sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135790") }

        await gate.open()
        try await first.value
        XCTAssertEqual(repository.unlockCallCount, 1)
        XCTAssertFalse(repository.createPinCalled)
        XCTAssertEqual(lastSnapshot, .init(isRequesting: false))
    }

    // MARK: Lockout

    func testLockoutRefusesUnlockingUntilItEndsWithoutAskingTheRepository() async throws {
        let until = lockoutStart.addingTimeInterval(300)
        repository.unlockResult = .failure(Errors.lockedOut(until: until))
        await assertThrows(Errors.lockedOut(until: until)) { try await self.sut.unlock(email: email, pin: "135790") }
        XCTAssertEqual(repository.unlockCallCount, 1)

        repository.unlockResult = .success(.init())
        now.advance(by: 299)
        await assertThrows(Errors.lockedOut(until: until)) { try await self.sut.unlock(email: email, pin: "135790") }
        XCTAssertEqual(repository.unlockCallCount, 1)

        now.advance(by: 1)
        try await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(repository.unlockCallCount, 2)
    }

    func testLockoutAlsoRefusesCreatingThePin() async {
        let until = lockoutStart.addingTimeInterval(60)
        repository.unlockResult = .failure(Errors.lockedOut(until: until))
        await assertThrows(Errors.lockedOut(until: until)) { try await self.sut.unlock(email: email, pin: "135790") }

        await assertThrows(Errors.lockedOut(until: until)) { try await self.sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135790") }

        XCTAssertFalse(repository.createPinCalled)
    }

    func testLockoutOfOneEmailDoesNotRefuseAnother() async throws {
        repository.unlockResult = .failure(Errors.lockedOut(until: lockoutStart.addingTimeInterval(300)))
        await assertThrows(Errors.lockedOut(until: lockoutStart.addingTimeInterval(300))) { try await self.sut.unlock(email: email, pin: "135790") }

        repository.unlockResult = .success(.init())
        try await sut.unlock(email: "bob@payred.app", pin: "135790")

        XCTAssertEqual(repository.lastUnlockEmail, "bob@payred.app")
        XCTAssertEqual(repository.unlockCallCount, 2)
    }

    // MARK: Helpers

    /// The snapshot published last.
    private var lastSnapshot: LockUseCaseNameSpace.Snapshot? {
        StateRecorder(sut.statePublisher).recorded.last
    }

    // MARK: Checking a new PIN

    func testTheVerdictOnANewPinSendsNothing() {
        XCTAssertEqual(sut.checkNewPin("135790"), .init(problem: nil))
        XCTAssertEqual(sut.checkNewPin("111111"), .init(problem: .weakPin(.repeatedDigit)))
        XCTAssertEqual(sut.checkNewPin("1357"), .init(problem: .invalidPinFormat))
        XCTAssertFalse(repository.createPinCalled)
    }
}
