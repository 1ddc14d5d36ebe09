// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import ChangeAppPinScreenImpl
import ChangeAppPinScreenAPI
import ChangeAppPinScreenAPITestDoubles
import ChangeAppPinUseCaseAPI
import ChangeAppPinUseCaseAPITestDoubles
import Clocks
import Foundation
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private typealias State = ChangeAppPinScreenViewModel.State
private typealias PinField = ChangeAppPinScreenViewModel.State.PinField
private typealias Errors = ChangeAppPinUseCaseNameSpace.Errors
private typealias Snapshot = ChangeAppPinUseCaseNameSpace.Snapshot

private enum Fixture {
    /// 2026-11-23 12:00:00 UTC: the same day in nearly every time zone.
    static let changedAt = Date(timeIntervalSince1970: 1_795_435_200)
    /// When a five-minute lockout ends.
    static let lockedUntil = changedAt.addingTimeInterval(300)
    static let oldPin = "135790"
    static let newPin = "246813"
    static let size = TerminalSize(columns: 80, rows: 24)
}

/// The Change PIN screen: the three masked fields, the change through the use case, each refusal
/// under its field or for the whole change, closing after a change and locking the app after a
/// lockout; states compared whole, and drawn at 80×24 in each language.
@MainActor
final class ChangeAppPinScreenViewModelTests: SerialExecutorTestCase {
    private var useCase: ChangeAppPinUseCaseStub!
    private var coordinator: ChangeAppPinScreenCoordinatorStub!
    private var sut: ChangeAppPinScreenViewModel!

    override func setUp() async throws {
        useCase = ChangeAppPinUseCaseStub()
        coordinator = ChangeAppPinScreenCoordinatorStub()
        sut = makeViewModel()
    }

    private func makeViewModel() -> ChangeAppPinScreenViewModel {
        ChangeAppPinScreenViewModel(dependencies: ChangeAppPinScreenDependencies(coordinator: coordinator), useCase: useCase, clock: ImmediateClock())
    }

    private func makeHost() -> ViewHost {
        let viewModel: ChangeAppPinScreenViewModel = sut
        return ViewHost(size: Fixture.size) { AnyView(ChangeAppPinScreenView(viewModel: viewModel)) }
    }

    /// Types `oldPin`, `newPin` and `confirmation` in the three fields.
    private func fill(oldPin: String = Fixture.oldPin, newPin: String = Fixture.newPin, confirmation: String = Fixture.newPin) {
        sut.reduce(.digitsChanged(.oldPin, oldPin))
        sut.reduce(.digitsChanged(.newPin, newPin))
        sut.reduce(.digitsChanged(.confirmation, confirmation))
    }

    /// Submits the form as the user does; the use case answers `outcome`, after publishing
    /// `lastChange` when one is given.
    private func submit(answering outcome: Result<Void, Errors>, lastChange: ChangeAppPinUseCaseNameSpace.LastChange? = nil) async {
        if let lastChange { useCase.statePublisherSubject.send(Snapshot(lastChange: lastChange)) }
        useCase.changePinResult = outcome
        await sut.send(.submit)
    }

    /// The three fields as `fill()` leaves them.
    private static var filled: State {
        State(oldPin: PinField(digits: Fixture.oldPin), newPin: PinField(digits: Fixture.newPin), confirmation: PinField(digits: Fixture.newPin))
    }

    // MARK: - The last change

    func testStartsEmptyWhileTheLastChangeIsUnknown() async {
        XCTAssertEqual(sut.state, State())
    }

    func testLoadReadsTheLastChange() async {
        await sut.send(.load)

        XCTAssertEqual(useCase.loadLastChangeCallCount, 1)
    }

    func testTheLastChangeShowsAsADateOrAsNever() async {
        useCase.statePublisherSubject.send(Snapshot(lastChange: .changed(Fixture.changedAt)))
        XCTAssertEqual(sut.state, State(lastChange: "Last changed on Nov 23, 2026"))

        useCase.statePublisherSubject.send(Snapshot(lastChange: .never))
        XCTAssertEqual(sut.state, State(lastChange: "Never changed on this device"))

        useCase.statePublisherSubject.send(Snapshot(lastChange: .unknown))
        XCTAssertEqual(sut.state, State())
    }

    // MARK: - Typing

    func testTypingFillsEachField() async {
        fill()

        XCTAssertEqual(sut.state, Self.filled)
    }

    func testTypingInAFieldClearsItsMessageOnly() async {
        fill()
        await submit(answering: .failure(.wrongOldPin))

        sut.reduce(.digitsChanged(.oldPin, "0"))

        XCTAssertEqual(sut.state, State(
            oldPin: PinField(digits: "0"), newPin: PinField(digits: Fixture.newPin), confirmation: PinField(digits: Fixture.newPin), focus: .oldPin
        ))
    }

    // MARK: - Changing

    func testAChangeSendsTheThreeFieldsShowsSuccessAndCloses() async {
        fill()

        await submit(answering: .success(()))
        await sut.pendingOutcome?.value

        XCTAssertEqual(useCase.changePinReceivedArguments.map(\.oldPin), [Fixture.oldPin])
        XCTAssertEqual(useCase.changePinReceivedArguments.map(\.newPin), [Fixture.newPin])
        XCTAssertEqual(useCase.changePinReceivedArguments.map(\.confirmation), [Fixture.newPin])
        XCTAssertEqual(sut.state, State(successMessage: "Your PIN was changed."))
        XCTAssertEqual(coordinator.closeChangeAppPinScreenCallCount, 1)
        XCTAssertEqual(coordinator.lockAppCallCount, 0)
    }

    func testTheOutcomeShowsForTwoSecondsBeforeTheScreenCloses() async {
        let clock = CountingTestClock()
        sut = ChangeAppPinScreenViewModel(dependencies: ChangeAppPinScreenDependencies(coordinator: coordinator), useCase: useCase, clock: clock)
        fill()
        await submit(answering: .success(()))
        _ = await waitUntil { clock.sleepCount >= 1 }

        await clock.advance(by: .seconds(1))
        XCTAssertEqual(sut.state.successMessage, "Your PIN was changed.")
        XCTAssertEqual(coordinator.closeChangeAppPinScreenCallCount, 0)

        await clock.advance(by: .seconds(1))
        await sut.pendingOutcome?.value
        XCTAssertEqual(coordinator.closeChangeAppPinScreenCallCount, 1)
    }

    func testALockoutShowsForTwoSecondsBeforeTheAppLocks() async {
        let clock = CountingTestClock()
        sut = ChangeAppPinScreenViewModel(dependencies: ChangeAppPinScreenDependencies(coordinator: coordinator), useCase: useCase, clock: clock)
        fill()
        await submit(answering: .failure(.lockedOut(until: Fixture.lockedUntil)))
        _ = await waitUntil { clock.sleepCount >= 1 }

        await clock.advance(by: .seconds(1))
        XCTAssertTrue(sut.state.isLockedOut)
        XCTAssertEqual(coordinator.lockAppCallCount, 0)

        await clock.advance(by: .seconds(1))
        await sut.pendingOutcome?.value
        XCTAssertEqual(coordinator.lockAppCallCount, 1)
    }

    func testWhileChangingTheFormTakesNoInput() async {
        let gate = RequestGate()
        useCase.onChangePin = { _, _, _ in await gate.pass() }
        fill()
        let viewModel: ChangeAppPinScreenViewModel = sut
        await gate.hold({ await viewModel.send(.submit) }) {
            sut.reduce(.digitsChanged(.oldPin, "1"))
            await sut.send(.submit)

            var changing = Self.filled
            changing.isChanging = true
            XCTAssertEqual(sut.state, changing)
            XCTAssertEqual(useCase.changePinCallCount, 1)
        }
    }

    func testEscClosesOnceEvenAfterAChange() async {
        fill()
        await sut.send(.close)
        await submit(answering: .success(()))
        await sut.pendingOutcome?.value

        XCTAssertEqual(coordinator.closeChangeAppPinScreenCallCount, 1)
    }

    // MARK: - Refusals under their field

    func testAWrongCurrentPinIsExplainedUnderItAndErased() async {
        fill()

        await submit(answering: .failure(.wrongOldPin))

        XCTAssertEqual(sut.state, State(
            oldPin: PinField(message: "That is not your current PIN. Too many wrong PINs lock PayRed for a while."),
            newPin: PinField(digits: Fixture.newPin),
            confirmation: PinField(digits: Fixture.newPin),
            focus: .oldPin
        ), "focus goes to the field at fault")
        XCTAssertEqual(coordinator.closeChangeAppPinScreenCallCount, 0)
    }

    func testAWeakNewPinIsExplainedUnderItAndBothNewFieldsAreErased() async {
        fill(newPin: "123456", confirmation: "123456")

        await submit(answering: .failure(.weakPin(.straightRun)))

        XCTAssertEqual(sut.state, State(
            oldPin: PinField(digits: Fixture.oldPin),
            newPin: PinField(message: "That PIN is a straight run like 123456, which is easy to guess. Choose another."),
            focus: .newPin
        ))
    }

    func testAMismatchIsExplainedUnderTheConfirmation() async {
        fill(confirmation: "246814")

        await submit(answering: .failure(.confirmationMismatch))

        XCTAssertEqual(sut.state, State(
            oldPin: PinField(digits: Fixture.oldPin),
            newPin: PinField(digits: Fixture.newPin),
            confirmation: PinField(message: "This is not the new PIN you typed. Type it again."),
            focus: .confirmation
        ))
    }

    func testEachRefusalNamesItsField() async {
        let fields: [(Errors, ChangeAppPinScreenViewModel.Field?)] = [
            (.invalidOldPinFormat, .oldPin), (.wrongOldPin, .oldPin),
            (.invalidNewPinFormat, .newPin), (.weakPin(.repeatedDigit), .newPin), (.sameAsOldPin, .newPin),
            (.confirmationMismatch, .confirmation),
            (.lockedOut(until: Fixture.lockedUntil), nil), (.networkUnavailable, nil),
            (.sessionExpired, nil), (.storageFailure, nil), (.unexpectedResponse, nil), (.changeOnItsWay, nil),
        ]
        for (error, field) in fields {
            XCTAssertEqual(ChangeAppPinScreenViewModel.field(for: error), field, "\(error)")
        }
    }

    // MARK: - Refusals of the whole change

    func testANetworkFailureIsExplainedAndTheFieldsStay() async {
        fill()

        await submit(answering: .failure(.networkUnavailable))

        var failed = Self.filled
        failed.errorMessage = "PayRed can't reach its server. Your PIN was not changed."
        XCTAssertEqual(sut.state, failed)
    }

    func testALockoutIsExplainedThenLocksTheApp() async {
        fill()

        await submit(answering: .failure(.lockedOut(until: Fixture.lockedUntil)))

        var locked = Self.filled
        locked.errorMessage = "Too many wrong PINs: PayRed is locked until \(Fixture.lockedUntil.formatted(date: .omitted, time: .standard))."
        locked.isLockedOut = true
        XCTAssertEqual(sut.state, locked)
        await sut.pendingOutcome?.value
        XCTAssertEqual(coordinator.lockAppCallCount, 1)
        XCTAssertEqual(coordinator.closeChangeAppPinScreenCallCount, 0)
    }

    func testTheOtherFailuresReadAsSentences() async {
        XCTAssertEqual(ChangeAppPinScreenViewModel.text(for: Errors.sessionExpired), "Your session has ended. Sign in again.")
        XCTAssertEqual(ChangeAppPinScreenViewModel.text(for: Errors.sameAsOldPin), "That is your current PIN. Choose a different one.")
        XCTAssertEqual(ChangeAppPinScreenViewModel.text(for: Errors.invalidOldPinFormat), "Your current PIN is six digits.")
        XCTAssertEqual(ChangeAppPinScreenViewModel.text(for: Errors.storageFailure),
                       "PayRed's server sent an answer the app doesn't understand. Your PIN was not changed.")
    }

    // MARK: - Snapshots

    func testSnapshotEmptyNeverChanged() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(lastChange: .never))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-never-changed"))
        }
    }

    func testSnapshotContentTyping() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(lastChange: .changed(Fixture.changedAt)))
            fill(confirmation: "246")
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-typing"))
        }
    }

    func testSnapshotLoadingWhileTheGatewayChangesThePin() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(lastChange: .never))
            let gate = RequestGate()
            useCase.onChangePin = { _, _, _ in await gate.pass() }
            fill()
            let viewModel: ChangeAppPinScreenViewModel = sut
            await gate.hold({ await viewModel.send(.submit) }) {
                assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-changing"))
            }
        }
    }

    func testSnapshotErrorWeakNewPin() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(lastChange: .never))
            fill(newPin: "111111", confirmation: "111111")
            await submit(answering: .failure(.weakPin(.repeatedDigit)), lastChange: .never)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-weak-new-pin"))
        }
    }

    func testSnapshotErrorWrongCurrentPin() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(lastChange: .never))
            fill()
            await submit(answering: .failure(.wrongOldPin), lastChange: .never)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-wrong-current-pin"))
        }
    }

    func testSnapshotErrorNetwork() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(lastChange: .never))
            fill()
            await submit(answering: .failure(.networkUnavailable), lastChange: .never)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-network"))
        }
    }

    func testSnapshotErrorLockedOut() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(lastChange: .never))
            fill()
            await submit(answering: .failure(.lockedOut(until: Fixture.lockedUntil)), lastChange: .never)
            assertSnapshot(of: makeHost(), as: .terminal(maskingTimeOf: Fixture.lockedUntil), named: named("error-locked-out"))
        }
    }

    func testSnapshotContentChanged() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(lastChange: .changed(Fixture.changedAt)))
            fill()
            await submit(answering: .success(()), lastChange: .changed(Fixture.changedAt))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-changed"))
        }
    }
}
