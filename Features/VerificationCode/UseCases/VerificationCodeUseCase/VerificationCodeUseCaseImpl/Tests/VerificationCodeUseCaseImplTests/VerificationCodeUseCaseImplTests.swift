import Foundation
import TestSupport
import VerificationCodeUseCaseAPI
import VerificationCodeUseCaseAPITestDoubles
import VerificationCodeUseCaseImpl
import XCTest

private let email = "new@payred.app"
private let screenOpenedAt = Date(timeIntervalSince1970: 1_800_000_000)

final class VerificationCodeUseCaseImplTests: XCTestCase {
    private typealias Errors = VerificationCodeUseCaseNameSpace.Errors

    private var repository: VerificationCodeUseCaseRepositoryStub!
    private var now: FakeNow!
    private var sut: VerificationCodeUseCaseImpl!

    override func setUp() {
        super.setUp()
        repository = VerificationCodeUseCaseRepositoryStub()
        repository.verifyResult = .success(.init())
        repository.resendCodeResult = .success(.init())
        let now = FakeNow(screenOpenedAt)
        self.now = now
        sut = VerificationCodeUseCaseImpl(repository: repository, now: { now.date })
    }

    override func tearDown() {
        repository.reset()
        repository = nil
        now = nil
        sut = nil
        super.tearDown()
    }

    // MARK: Verifying

    func testCodesThatAreNotSixDigitsAreRefusedBeforeTheRepository() async {
        for code in ["", "12345", "1234567", "12a456", "12 456", " 123456", "١٢٣٤٥٦", "12345６"] {
            await assertThrows(Errors.invalidCodeFormat, code) { try await self.sut.verify(email: email, code: code) }
        }

        XCTAssertFalse(repository.verifyCalled)
    }

    func testRightCodeIsVerifiedByTheRepository() async throws {
        try await sut.verify(email: email, code: "042917")

        XCTAssertEqual(repository.verifyCallCount, 1)
        XCTAssertEqual(repository.lastVerifyEmail, email)
        XCTAssertEqual(repository.lastVerifyCode, "042917")
        XCTAssertEqual(lastSnapshot, .init(isRequesting: false))
    }

    func testRepositoryDomainErrorsPassThrough() async {
        let errors: [Errors] = [.wrongCode(attemptsLeft: 3), .tooManyAttempts, .codeExpired, .signUpExpired, .networkUnavailable, .storageFailure]
        for error in errors {
            repository.verifyResult = .failure(error)
            await assertThrows(error) { try await self.sut.verify(email: email, code: "123456") }
        }
        XCTAssertEqual(repository.verifyCallCount, errors.count)
    }

    func testFailedVerificationCanBeRetried() async throws {
        repository.verifyResult = .failure(Errors.wrongCode(attemptsLeft: 3))
        await assertThrows(Errors.wrongCode(attemptsLeft: 3)) { try await self.sut.verify(email: email, code: "111111") }

        repository.verifyResult = .success(.init())
        try await sut.verify(email: email, code: "123456")

        XCTAssertEqual(repository.verifyCallCount, 2)
    }

    func testASecondRequestWhileOneIsInFlightIsRefused() async throws {
        _ = sut.resendAvailableAt(email: email)
        let started = AsyncGate()
        let gate = AsyncGate()
        repository.onVerify = { _, _ in
            await started.open()
            await gate.wait()
            return .init()
        }
        let useCase: VerificationCodeUseCaseImpl = sut
        let first = Task { try await useCase.verify(email: email, code: "123456") }
        await started.wait()
        XCTAssertEqual(lastSnapshot, .init(isRequesting: true))

        await assertThrows(Errors.requestOnItsWay) { try await self.sut.verify(email: email, code: "123456") }
        now.advance(by: 60)
        await assertThrows(Errors.requestOnItsWay) { _ = try await self.sut.resendCode(email: email) }

        await gate.open()
        try await first.value
        XCTAssertEqual(repository.verifyCallCount, 1)
        XCTAssertFalse(repository.resendCodeCalled)
        XCTAssertEqual(lastSnapshot, .init(isRequesting: false))
    }

    // MARK: Resend cooldown

    func testResendIsAvailableThirtySecondsAfterTheFirstCall() {
        XCTAssertEqual(sut.resendAvailableAt(email: email), screenOpenedAt.addingTimeInterval(30))

        now.advance(by: 10)

        XCTAssertEqual(sut.resendAvailableAt(email: email), screenOpenedAt.addingTimeInterval(30))
    }

    func testCooldownCountsForEachEmailFromItsOwnFirstCall() {
        _ = sut.resendAvailableAt(email: email)
        now.advance(by: 12)

        XCTAssertEqual(sut.resendAvailableAt(email: "other@payred.app"), screenOpenedAt.addingTimeInterval(42))
        XCTAssertEqual(sut.resendAvailableAt(email: email), screenOpenedAt.addingTimeInterval(30))
    }

    func testResendDuringTheCooldownIsRefusedBeforeTheRepository() async {
        _ = sut.resendAvailableAt(email: email)
        now.advance(by: 29)

        await assertThrows(Errors.resendNotYetAvailable(until: screenOpenedAt.addingTimeInterval(30))) { _ = try await self.sut.resendCode(email: email) }

        XCTAssertFalse(repository.resendCodeCalled)
    }

    func testFirstResendRightAwayIsRefused() async {
        await assertThrows(Errors.resendNotYetAvailable(until: screenOpenedAt.addingTimeInterval(30))) { _ = try await self.sut.resendCode(email: email) }

        XCTAssertFalse(repository.resendCodeCalled)
    }

    func testResendAfterTheCooldownSendsANewCodeAndRestartsTheCooldown() async throws {
        _ = sut.resendAvailableAt(email: email)
        now.advance(by: 30)

        let next = try await sut.resendCode(email: email)

        let sentAt = screenOpenedAt.addingTimeInterval(30)
        XCTAssertEqual(next, sentAt.addingTimeInterval(30))
        XCTAssertEqual(repository.resendCodeReceivedArguments, [email])
        XCTAssertEqual(sut.resendAvailableAt(email: email), sentAt.addingTimeInterval(30))
    }

    func testSecondResendWaitsForTheNewCooldown() async throws {
        _ = sut.resendAvailableAt(email: email)
        now.advance(by: 45)
        let first = try await sut.resendCode(email: email)
        now.advance(by: 5)

        await assertThrows(Errors.resendNotYetAvailable(until: first)) { _ = try await self.sut.resendCode(email: email) }

        now.advance(by: 25)
        let second = try await sut.resendCode(email: email)
        XCTAssertEqual(second, screenOpenedAt.addingTimeInterval(45 + 5 + 25 + 30))
        XCTAssertEqual(repository.resendCodeCallCount, 2)
    }

    func testFailedResendPassesTheErrorThroughAndKeepsTheCooldown() async {
        _ = sut.resendAvailableAt(email: email)
        now.advance(by: 31)
        repository.resendCodeResult = .failure(Errors.networkUnavailable)

        await assertThrows(Errors.networkUnavailable) { _ = try await self.sut.resendCode(email: email) }

        XCTAssertEqual(repository.resendCodeCallCount, 1)
        XCTAssertEqual(sut.resendAvailableAt(email: email), screenOpenedAt.addingTimeInterval(30))
    }

    // MARK: Helpers

    /// The snapshot published last.
    private var lastSnapshot: VerificationCodeUseCaseNameSpace.Snapshot {
        StateRecorder(sut.statePublisher).recorded.last ?? .init()
    }
}
