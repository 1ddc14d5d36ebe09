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
            await sut.verify(email: email, code: code)
            XCTAssertEqual(lastSnapshot.verification, .failed(.invalidCodeFormat))
        }

        XCTAssertFalse(repository.verifyCalled)
    }

    func testARefusalRepeatedIsPublishedAfterSubmittingEachTime() async {
        let recorder = StateRecorder(sut.statePublisher)

        await sut.verify(email: email, code: "12")
        await sut.verify(email: email, code: "12")

        // A screen drops a repeat of the snapshot it last saw: each refusal comes after `.submitting`.
        XCTAssertEqual(recorder.recorded.map(\.verification), [nil, .submitting, .failed(.invalidCodeFormat), .submitting, .failed(.invalidCodeFormat)])
    }

    func testRightCodeIsVerifiedByTheRepository() async {
        await sut.verify(email: email, code: "042917")

        XCTAssertEqual(lastSnapshot.verification, .done)
        XCTAssertEqual(repository.verifyCallCount, 1)
        XCTAssertEqual(repository.lastVerifyEmail, email)
        XCTAssertEqual(repository.lastVerifyCode, "042917")
    }

    func testRepositoryDomainErrorsPassThrough() async {
        let errors: [Errors] = [.wrongCode(attemptsLeft: 3), .tooManyAttempts, .codeExpired, .signUpExpired, .networkUnavailable, .storageFailure]
        for error in errors {
            repository.verifyResult = .failure(error)
            await sut.verify(email: email, code: "123456")
            XCTAssertEqual(lastSnapshot.verification, .failed(error))
        }
        XCTAssertEqual(repository.verifyCallCount, errors.count)
    }

    func testUnknownRepositoryErrorIsAnUnexpectedResponse() async {
        struct Opaque: Error {}
        repository.verifyResult = .failure(Opaque())

        await sut.verify(email: email, code: "123456")
        XCTAssertEqual(lastSnapshot.verification, .failed(.unexpectedResponse))
    }

    func testFailedVerificationCanBeRetried() async {
        repository.verifyResult = .failure(Errors.wrongCode(attemptsLeft: 3))
        await sut.verify(email: email, code: "111111")
        XCTAssertEqual(lastSnapshot.verification, .failed(.wrongCode(attemptsLeft: 3)))

        repository.verifyResult = .success(.init())
        await sut.verify(email: email, code: "123456")

        XCTAssertEqual(repository.verifyCallCount, 2)
        XCTAssertEqual(lastSnapshot.verification, .done)
    }

    func testASecondRequestWhileOneIsInFlightIsIgnored() async {
        let started = AsyncGate()
        let gate = AsyncGate()
        repository.onVerify = { _, _ in
            await started.open()
            await gate.wait()
            return .init()
        }
        let useCase: VerificationCodeUseCaseImpl = sut
        let first = Task { await useCase.verify(email: email, code: "123456") }
        await started.wait()

        await sut.verify(email: email, code: "123456")
        now.advance(by: 60)
        await sut.resendCode(email: email)
        XCTAssertEqual(lastSnapshot, .init(verification: .submitting))

        await gate.open()
        await first.value
        XCTAssertEqual(repository.verifyCallCount, 1)
        XCTAssertFalse(repository.resendCodeCalled)
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

        await sut.resendCode(email: email)
        XCTAssertEqual(lastSnapshot.resend, .failed(.resendNotYetAvailable(until: screenOpenedAt.addingTimeInterval(30))))

        XCTAssertFalse(repository.resendCodeCalled)
    }

    func testFirstResendRightAwayIsRefused() async {
        await sut.resendCode(email: email)
        XCTAssertEqual(lastSnapshot.resend, .failed(.resendNotYetAvailable(until: screenOpenedAt.addingTimeInterval(30))))

        XCTAssertFalse(repository.resendCodeCalled)
    }

    func testResendAfterTheCooldownSendsANewCodeAndRestartsTheCooldown() async {
        _ = sut.resendAvailableAt(email: email)
        now.advance(by: 30)

        await sut.resendCode(email: email)

        let sentAt = screenOpenedAt.addingTimeInterval(30)
        XCTAssertEqual(lastSnapshot, .init(resend: .done, nextResendAt: sentAt.addingTimeInterval(30)))
        XCTAssertEqual(repository.resendCodeReceivedArguments, [email])
        XCTAssertEqual(sut.resendAvailableAt(email: email), sentAt.addingTimeInterval(30))
    }

    func testSecondResendWaitsForTheNewCooldown() async throws {
        _ = sut.resendAvailableAt(email: email)
        now.advance(by: 45)
        await sut.resendCode(email: email)
        let first = try XCTUnwrap(lastSnapshot.nextResendAt)
        now.advance(by: 5)

        await sut.resendCode(email: email)
        XCTAssertEqual(lastSnapshot.resend, .failed(.resendNotYetAvailable(until: first)))

        now.advance(by: 25)
        await sut.resendCode(email: email)
        XCTAssertEqual(lastSnapshot.nextResendAt, screenOpenedAt.addingTimeInterval(45 + 5 + 25 + 30))
        XCTAssertEqual(repository.resendCodeCallCount, 2)
    }

    func testFailedResendPassesTheErrorThroughAndKeepsTheCooldown() async {
        _ = sut.resendAvailableAt(email: email)
        now.advance(by: 31)
        repository.resendCodeResult = .failure(Errors.networkUnavailable)

        await sut.resendCode(email: email)
        XCTAssertEqual(lastSnapshot.resend, .failed(.networkUnavailable))

        XCTAssertEqual(repository.resendCodeCallCount, 1)
        XCTAssertEqual(sut.resendAvailableAt(email: email), screenOpenedAt.addingTimeInterval(30))
    }

    // MARK: Helpers

    /// The snapshot published last.
    private var lastSnapshot: VerificationCodeUseCaseNameSpace.Snapshot {
        StateRecorder(sut.statePublisher).recorded.last ?? .init()
    }
}
