import Foundation
import Loadable
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

    func testMatchingConfirmationCreatesThePin() async {
        await sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135790")

        XCTAssertEqual(lastRequest, .done)
        XCTAssertEqual(repository.createPinCallCount, 1)
        XCTAssertEqual(repository.lastCreatePinEmail, email)
        XCTAssertEqual(repository.lastCreatePinPin, "135790")
    }

    func testTheNameOthersSeeTravelsTrimmedWithThePin() async {
        await sut.createPin(email: email, name: .init(firstName: "  Bea ", lastName: " Kim"), pin: "135790", confirmation: "135790")

        XCTAssertEqual(lastRequest, .done)
        XCTAssertEqual(repository.lastCreatePinName, .init(firstName: "Bea", lastName: "Kim"))
    }

    func testABadNameIsRefusedBeforeTheRepository() async {
        XCTAssertEqual(sut.checkName(.init(firstName: " ", lastName: "Kim")), .nameMissing)
        XCTAssertEqual(sut.checkName(.init(firstName: "Bea\u{200B}", lastName: "")), .nameHiddenCharacters)
        XCTAssertEqual(sut.checkName(.init(firstName: String(repeating: "a", count: 51), lastName: "")), .nameTooLong(maximum: 50))
        XCTAssertNil(sut.checkName(.init(firstName: "Bea", lastName: "")))

        await sut.createPin(email: email, name: .init(firstName: "\u{1B}[2J", lastName: ""), pin: "135790", confirmation: "135790")

        XCTAssertEqual(lastRequest, .failed(.nameHiddenCharacters))
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
        await sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135791")
        XCTAssertEqual(lastRequest, .failed(.pinMismatch))

        XCTAssertFalse(repository.createPinCalled)
    }

    func testWeakPinIsRefusedBeforeTheRepository() async {
        await sut.createPin(email: email, name: nil, pin: "111111", confirmation: "111111")
        XCTAssertEqual(lastRequest, .failed(.weakPin(.repeatedDigit)))
        await sut.createPin(email: email, name: nil, pin: "123456", confirmation: "123456")
        XCTAssertEqual(lastRequest, .failed(.weakPin(.straightRun)))

        XCTAssertFalse(repository.createPinCalled)
    }

    func testBadlyFormedNewPinIsRefusedBeforeTheRepository() async {
        await sut.createPin(email: email, name: nil, pin: "1357", confirmation: "1357")
        XCTAssertEqual(lastRequest, .failed(.invalidPinFormat))

        XCTAssertFalse(repository.createPinCalled)
    }

    func testCreatePinRepositoryErrorsPassThrough() async {
        for error: Errors in [.signUpExpired, .networkUnavailable, .storageFailure] {
            repository.createPinResult = .failure(error)
            await sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135790")
            XCTAssertEqual(lastRequest, .failed(error))
        }
    }

    // MARK: Unlocking

    func testRightPinUnlocks() async {
        await sut.unlock(email: email, pin: "135790")

        XCTAssertEqual(lastRequest, .done)
        XCTAssertEqual(repository.unlockCallCount, 1)
        XCTAssertEqual(repository.lastUnlockEmail, email)
        XCTAssertEqual(repository.lastUnlockPin, "135790")
    }

    func testBadlyFormedPinIsRefusedBeforeTheRepository() async {
        for pin in ["", "13579", "1357902", "13a579"] {
            await sut.unlock(email: email, pin: pin)
            XCTAssertEqual(lastRequest, .failed(.invalidPinFormat))
        }

        XCTAssertFalse(repository.unlockCalled)
    }

    func testWrongPinPassesThrough() async {
        repository.unlockResult = .failure(Errors.wrongPin(attemptsLeft: 2))

        await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(lastRequest, .failed(.wrongPin(attemptsLeft: 2)))
    }

    func testUnknownRepositoryErrorIsAnUnexpectedResponse() async {
        struct Opaque: Error {}
        repository.unlockResult = .failure(Opaque())

        await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(lastRequest, .failed(.unexpectedResponse))
    }

    func testASecondRequestWhileOneIsInFlightIsIgnored() async {
        let started = AsyncGate()
        let gate = AsyncGate()
        repository.onUnlock = { _, _ in
            await started.open()
            await gate.wait()
            return .init()
        }
        let useCase: LockUseCaseImpl = sut
        let first = Task { await useCase.unlock(email: email, pin: "135790") }
        await started.wait()

        await sut.unlock(email: email, pin: "135790")
        await sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135790")
        XCTAssertEqual(lastRequest, .submitting)

        await gate.open()
        await first.value
        XCTAssertEqual(repository.unlockCallCount, 1)
        XCTAssertFalse(repository.createPinCalled)
        XCTAssertEqual(lastRequest, .done)
    }

    // MARK: Lockout

    func testLockoutRefusesUnlockingUntilItEndsWithoutAskingTheRepository() async {
        let until = lockoutStart.addingTimeInterval(300)
        repository.unlockResult = .failure(Errors.lockedOut(until: until))
        await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(lastRequest, .failed(.lockedOut(until: until)))
        XCTAssertEqual(repository.unlockCallCount, 1)

        repository.unlockResult = .success(.init())
        now.advance(by: 299)
        await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(lastRequest, .failed(.lockedOut(until: until)))
        XCTAssertEqual(repository.unlockCallCount, 1)

        now.advance(by: 1)
        await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(lastRequest, .done)
        XCTAssertEqual(repository.unlockCallCount, 2)
    }

    func testLockoutAlsoRefusesCreatingThePin() async {
        let until = lockoutStart.addingTimeInterval(60)
        repository.unlockResult = .failure(Errors.lockedOut(until: until))
        await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(lastRequest, .failed(.lockedOut(until: until)))

        await sut.createPin(email: email, name: nil, pin: "135790", confirmation: "135790")
        XCTAssertEqual(lastRequest, .failed(.lockedOut(until: until)))

        XCTAssertFalse(repository.createPinCalled)
    }

    func testLockoutOfOneEmailDoesNotRefuseAnother() async {
        repository.unlockResult = .failure(Errors.lockedOut(until: lockoutStart.addingTimeInterval(300)))
        await sut.unlock(email: email, pin: "135790")
        XCTAssertEqual(lastRequest, .failed(.lockedOut(until: lockoutStart.addingTimeInterval(300))))

        repository.unlockResult = .success(.init())
        await sut.unlock(email: "bob@payred.app", pin: "135790")

        XCTAssertEqual(repository.lastUnlockEmail, "bob@payred.app")
        XCTAssertEqual(repository.unlockCallCount, 2)
    }

    func testARefusalRepeatedIsPublishedAfterSubmittingEachTime() async {
        let recorder = StateRecorder(sut.statePublisher)

        await sut.unlock(email: email, pin: "1357")
        await sut.unlock(email: email, pin: "1357")

        // A screen drops a repeat of the snapshot it last saw: each refusal comes after `.submitting`.
        XCTAssertEqual(recorder.recorded.map(\.request), [nil, .submitting, .failed(.invalidPinFormat), .submitting, .failed(.invalidPinFormat)])
    }

    // MARK: Helpers

    /// Where the last request stands, as last published.
    private var lastRequest: Submission<Errors>? {
        StateRecorder(sut.statePublisher).recorded.last?.request
    }

    // MARK: Checking a new PIN

    func testTheVerdictOnANewPinSendsNothing() {
        XCTAssertEqual(sut.checkNewPin("135790"), .init(problem: nil))
        XCTAssertEqual(sut.checkNewPin("111111"), .init(problem: .weakPin(.repeatedDigit)))
        XCTAssertEqual(sut.checkNewPin("1357"), .init(problem: .invalidPinFormat))
        XCTAssertFalse(repository.createPinCalled)
    }
}
