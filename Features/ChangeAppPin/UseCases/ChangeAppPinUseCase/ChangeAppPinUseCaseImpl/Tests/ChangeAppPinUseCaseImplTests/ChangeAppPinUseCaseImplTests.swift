import ChangeAppPinUseCaseAPI
import ChangeAppPinUseCaseAPITestDoubles
import ChangeAppPinUseCaseImpl
import Foundation
import Reactive
import TestSupport
import XCTest

/// 2026-11-23 12:00:00 UTC, the time the use case reads.
private let changeDate = Date(timeIntervalSince1970: 1_795_435_200)
private let oldPin = "135790"
private let newPin = "246813"

/// Changing the PIN: the rules checked before anything is sent, what reaches the repository,
/// one change at a time, and the date of the last change on this device.
final class ChangeAppPinUseCaseImplTests: XCTestCase {
    private typealias Errors = ChangeAppPinUseCaseNameSpace.Errors

    private var repository: ChangeAppPinUseCaseRepositoryStub!
    private var sut: ChangeAppPinUseCaseImpl!

    override func setUp() {
        super.setUp()
        repository = ChangeAppPinUseCaseRepositoryStub()
        sut = ChangeAppPinUseCaseImpl(repository: repository, now: { changeDate })
    }

    override func tearDown() {
        repository.reset()
        repository = nil
        sut = nil
        super.tearDown()
    }

    // MARK: A change

    func testARightChangeReachesTheRepositoryAndIsDated() async throws {
        let recorder = StateRecorder(lastChangePublisher)

        try await sut.changePin(oldPin: oldPin, newPin: newPin, confirmation: newPin)

        XCTAssertEqual(repository.changePinReceivedArguments.map(\.oldPin), [oldPin])
        XCTAssertEqual(repository.changePinReceivedArguments.map(\.newPin), [newPin])
        XCTAssertEqual(repository.setPinChangedAtReceivedArguments, [changeDate])
        XCTAssertEqual(recorder.recorded, [.unknown, .changed(changeDate)])
        XCTAssertEqual(lastSnapshot, .init(lastChange: .changed(changeDate), isChanging: false))
    }

    func testTheChangeStandsEvenWhenThisDeviceCannotKeepItsDate() async throws {
        repository.setPinChangedAtResult = .failure(Errors.storageFailure)
        let recorder = StateRecorder(lastChangePublisher)

        try await sut.changePin(oldPin: oldPin, newPin: newPin, confirmation: newPin)

        XCTAssertEqual(repository.changePinCallCount, 1)
        XCTAssertEqual(recorder.recorded, [.unknown, .changed(changeDate)])
    }

    // MARK: Rules checked before anything is sent

    func testABadlyFormedCurrentPinIsRefusedBeforeTheRepository() async {
        for pin in ["", "13579", "1357902", "13a579", "１３５７９０"] {
            await assertRefused(.invalidOldPinFormat) { try await self.sut.changePin(oldPin: pin, newPin: newPin, confirmation: newPin) }
        }

        XCTAssertFalse(repository.changePinCalled)
    }

    func testABadlyFormedNewPinIsRefusedBeforeTheRepository() async {
        for pin in ["", "24681", "2468135", "24a813"] {
            await assertRefused(.invalidNewPinFormat) { try await self.sut.changePin(oldPin: oldPin, newPin: pin, confirmation: pin) }
        }

        XCTAssertFalse(repository.changePinCalled)
    }

    func testAWeakNewPinIsRefusedWithItsReasonAndNotSent() async {
        await assertRefused(.weakPin(.repeatedDigit)) { try await self.sut.changePin(oldPin: oldPin, newPin: "111111", confirmation: "111111") }
        for run in ["123456", "654321"] {
            await assertRefused(.weakPin(.straightRun)) { try await self.sut.changePin(oldPin: oldPin, newPin: run, confirmation: run) }
        }

        XCTAssertFalse(repository.changePinCalled)
    }

    func testTheNewPinMustDifferFromTheCurrentOne() async {
        await assertRefused(.sameAsOldPin) { try await self.sut.changePin(oldPin: oldPin, newPin: oldPin, confirmation: oldPin) }

        XCTAssertFalse(repository.changePinCalled)
    }

    func testTheConfirmationMustMatchTheNewPin() async {
        await assertRefused(.confirmationMismatch) { try await self.sut.changePin(oldPin: oldPin, newPin: newPin, confirmation: "246814") }

        XCTAssertFalse(repository.changePinCalled)
    }

    // MARK: Failures

    func testRepositoryErrorsPassThroughAndNothingIsDated() async {
        let refusals: [Errors] = [
            .wrongOldPin, .lockedOut(until: changeDate.addingTimeInterval(60)), .networkUnavailable, .sessionExpired, .unexpectedResponse,
        ]
        let recorder = StateRecorder(lastChangePublisher)
        for error in refusals {
            repository.changePinResult = .failure(error)
            await assertRefused(error) { try await self.sut.changePin(oldPin: oldPin, newPin: newPin, confirmation: newPin) }
        }

        XCTAssertEqual(repository.changePinCallCount, refusals.count)
        XCTAssertFalse(repository.setPinChangedAtCalled)
        XCTAssertEqual(recorder.recorded, [.unknown])
    }

    // MARK: One change at a time

    func testASecondChangeWhileTheFirstIsInFlightIsRefused() async throws {
        let started = AsyncGate()
        let gate = AsyncGate()
        repository.onChangePin = { _, _ in
            await started.open()
            await gate.wait()
        }
        let useCase: ChangeAppPinUseCaseImpl = sut
        let first = Task { try await useCase.changePin(oldPin: oldPin, newPin: newPin, confirmation: newPin) }
        await started.wait()
        XCTAssertTrue(lastSnapshot.isChanging)

        await assertRefused(.changeOnItsWay) { try await self.sut.changePin(oldPin: oldPin, newPin: newPin, confirmation: newPin) }

        await gate.open()
        try await first.value
        XCTAssertEqual(repository.changePinCallCount, 1)
        XCTAssertFalse(lastSnapshot.isChanging)
    }

    func testAFailedChangeLetsTheNextOneThrough() async throws {
        repository.changePinResult = .failure(Errors.wrongOldPin)
        await assertRefused(.wrongOldPin) { try await self.sut.changePin(oldPin: "097531", newPin: newPin, confirmation: newPin) }

        repository.changePinResult = .success(())
        try await sut.changePin(oldPin: oldPin, newPin: newPin, confirmation: newPin)

        XCTAssertEqual(repository.changePinCallCount, 2)
    }

    // MARK: The last change on this device

    func testTheStoredDateOfTheLastChangeIsPublished() async {
        repository.pinChangedAtResult = .success(changeDate)
        let recorder = StateRecorder(lastChangePublisher)

        await sut.loadLastChange()

        XCTAssertEqual(recorder.recorded, [.unknown, .changed(changeDate)])
    }

    func testWithoutAStoredDateThePinWasNeverChangedOnThisDevice() async {
        repository.pinChangedAtResult = .success(nil)
        let recorder = StateRecorder(lastChangePublisher)

        await sut.loadLastChange()

        XCTAssertEqual(recorder.recorded, [.unknown, .never])
    }

    func testAnUnreadableDateLeavesTheLastChangeUnknown() async {
        repository.pinChangedAtResult = .failure(Errors.storageFailure)
        let recorder = StateRecorder(lastChangePublisher)

        await sut.loadLastChange()

        XCTAssertEqual(recorder.recorded, [.unknown])
    }

    // MARK: Helpers

    /// The last change on this device in each snapshot, repeats dropped.
    private var lastChangePublisher: AnyPublisher<ChangeAppPinUseCaseNameSpace.LastChange, Never> {
        sut.statePublisher.map(\.lastChange).removeDuplicates().eraseToAnyPublisher()
    }

    /// The snapshot published last.
    private var lastSnapshot: ChangeAppPinUseCaseNameSpace.Snapshot {
        StateRecorder(sut.statePublisher).recorded.last ?? .init()
    }

    /// Runs `change` and asserts that it threw `expected` and left no change on its way.
    private func assertRefused(
        _ expected: Errors,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ change: () async throws -> Void
    ) async {
        await assertThrows(expected, file: file, line: line, change)
        XCTAssertEqual(lastSnapshot.isChanging, expected == .changeOnItsWay, file: file, line: line)
    }
}
