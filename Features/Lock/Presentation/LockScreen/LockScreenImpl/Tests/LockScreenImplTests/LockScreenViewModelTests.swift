// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import LockScreenImpl
import AuthenticationFlowUseCaseAPITestDoubles
import Foundation
import LockScreenAPI
import LockScreenAPITestDoubles
import LockUseCaseAPI
import LockUseCaseAPITestDoubles
import TestSupport
import XCTest

private typealias State = LockScreenViewModel.State

private enum Fixture {
    static let email = "ana@payred.app"
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
}


@MainActor
final class LockScreenViewModelTests: XCTestCase {
    private var useCase: LockUseCaseStub!
    private var coordinator: LockScreenCoordinatorStub!
    private var authenticationFlow: AuthenticationFlowUseCaseStub!

    override func setUp() async throws {
        useCase = LockUseCaseStub()
        coordinator = LockScreenCoordinatorStub()
        authenticationFlow = AuthenticationFlowUseCaseStub()
        authenticationFlow.logoutResult = .success(.init(revokedAtGateway: true))
    }

    private func makeSUT(firstLaunch: Bool) -> LockScreenViewModel {
        LockScreenViewModel(
            dependencies: LockScreenDependencies(coordinator: coordinator, email: Fixture.email, firstLaunch: firstLaunch),
            useCase: useCase,
            authenticationFlow: authenticationFlow
        )
    }

    /// A view model at the confirm step, `pin` having been accepted as the new PIN.
    private func makeSUTAtConfirmStep(choosing pin: String) async -> LockScreenViewModel {
        useCase.checkNewPinResult = .init(problem: nil)
        let sut = makeSUT(firstLaunch: true)
        await sut.send(.pinChanged(pin))
        await sut.send(.submit)
        return sut
    }

    // MARK: - Create and confirm

    func testFirstLaunchAsksToCreateAPin() async {
        let sut = makeSUT(firstLaunch: true)

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .create))
    }

    func testTypingUpdatesThePin() async {
        let sut = makeSUT(firstLaunch: true)

        sut.reduce(.pinChanged("13"))
        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .create, pin: "13"))

        await sut.send(.pinChanged("135"))
        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .create, pin: "135"))
        XCTAssertFalse(useCase.checkNewPinCalled)
    }

    func testAnAcceptedNewPinMovesToTheConfirmStep() async {
        useCase.checkNewPinResult = .init(problem: nil)
        let sut = makeSUT(firstLaunch: true)
        await sut.send(.pinChanged("135790"))

        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .confirm))
        XCTAssertEqual(useCase.checkNewPinReceivedArguments, ["135790"])
        XCTAssertFalse(useCase.createPinCalled)
    }

    func testAWeakPinStaysOnTheCreateStepAndSaysWhy() async {
        useCase.checkNewPinResult = .init(problem: .weakPin(.repeatedDigit))
        let sut = makeSUT(firstLaunch: true)
        await sut.send(.pinChanged("111111"))

        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            step: .create,
            errorMessage: "That PIN is one digit repeated, which is easy to guess. Choose another."
        ))
    }

    func testAStraightRunIsRefusedWithItsOwnMessage() async {
        useCase.checkNewPinResult = .init(problem: .weakPin(.straightRun))
        let sut = makeSUT(firstLaunch: true)
        await sut.send(.pinChanged("123456"))

        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            step: .create,
            errorMessage: "That PIN is a straight run like 123456, which is easy to guess. Choose another."
        ))
    }

    func testAnAcceptedPinAfterAWeakOneClearsTheMessage() async {
        useCase.checkNewPinResult = .init(problem: .weakPin(.repeatedDigit))
        let sut = makeSUT(firstLaunch: true)
        await sut.send(.pinChanged("111111"))
        await sut.send(.submit)

        useCase.checkNewPinResult = .init(problem: nil)
        await sut.send(.pinChanged("135790"))
        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .confirm))
    }

    func testAMatchingConfirmationCreatesThePin() async {
        let sut = await makeSUTAtConfirmStep(choosing: "135790")
        await sut.send(.pinChanged("135790"))

        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .confirm))
        XCTAssertEqual(useCase.createPinCallCount, 1)
        XCTAssertEqual(useCase.lastCreatePinEmail, Fixture.email)
        XCTAssertEqual(useCase.lastCreatePinPin, "135790")
        XCTAssertEqual(useCase.lastCreatePinConfirmation, "135790")
    }

    func testAMismatchedConfirmationReturnsToTheCreateStep() async {
        let sut = await makeSUTAtConfirmStep(choosing: "135790")
        await sut.send(.pinChanged("246810"))

        useCase.createPinResult = .failure(.pinMismatch)
        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            step: .create,
            errorMessage: "The two PINs were different. Create your PIN again."
        ))
        XCTAssertEqual(useCase.lastCreatePinPin, "135790")
        XCTAssertEqual(useCase.lastCreatePinConfirmation, "246810")
    }

    func testANetworkFailureWhileConfirmingStaysOnTheConfirmStep() async {
        let sut = await makeSUTAtConfirmStep(choosing: "135790")
        await sut.send(.pinChanged("135790"))

        useCase.createPinResult = .failure(.networkUnavailable)
        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            step: .confirm,
            errorMessage: "PayRed can't reach its server. Check your connection and try again."
        ))
    }

    func testWhileThePinIsCreatedTheScreenIsBusyAndIgnoresTyping() async {
        let sut = await makeSUTAtConfirmStep(choosing: "135790")
        let gate = RequestGate()
        useCase.onCreatePin = { _, _, _, _ in
            await gate.pass()
        }
        await sut.send(.pinChanged("135790"))

        await gate.hold({ await sut.send(.submit) }) {
            XCTAssertEqual(sut.state, State(email: Fixture.email, step: .confirm, isSubmitting: true))
            sut.reduce(.pinChanged("9"))
            XCTAssertEqual(sut.state.pin, "")
        }

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .confirm))
    }

    // MARK: - Unlock

    func testALaterLaunchAsksForThePin() async {
        let sut = makeSUT(firstLaunch: false)

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock))
    }

    func testTheRightPinUnlocks() async {
        let sut = makeSUT(firstLaunch: false)
        await sut.send(.pinChanged("135790"))

        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock))
        XCTAssertEqual(useCase.lastUnlockEmail, Fixture.email)
        XCTAssertEqual(useCase.lastUnlockPin, "135790")
    }

    func testAWrongPinSaysSo() async {
        let sut = makeSUT(firstLaunch: false)
        await sut.send(.pinChanged("000001"))

        useCase.unlockResult = .failure(.wrongPin(attemptsLeft: 3))
        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            step: .unlock,
            errorMessage: "That PIN is not right. 3 more tries before PayRed locks for a while."
        ))
    }

    func testALockoutKeepsItsEnd() async {
        let lockedUntil = Fixture.now.addingTimeInterval(300)
        let sut = makeSUT(firstLaunch: false)
        await sut.send(.pinChanged("000001"))

        useCase.unlockResult = .failure(.lockedOut(until: lockedUntil))
        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(
            email: Fixture.email,
            step: .unlock,
            errorMessage: "The lock after too many wrong PINs has ended: enter your PIN.",
            lockedUntil: lockedUntil
        ))
    }

    func testWhileUnlockingTheScreenIsBusy() async {
        let gate = RequestGate()
        useCase.onUnlock = { _, _ in
            await gate.pass()
        }
        let sut = makeSUT(firstLaunch: false)
        await sut.send(.pinChanged("135790"))

        await gate.hold({ await sut.send(.submit) }) {
            XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock, isSubmitting: true))
        }

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock))
    }

    // MARK: - Back

    func testLeavingLeavesTheAccount() async {
        let sut = makeSUT(firstLaunch: false)

        await sut.send(.leave)

        XCTAssertEqual(authenticationFlow.logoutCallCount, 1)
        XCTAssertEqual(coordinator.backToLoginCallCount, 1)
        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock))
    }

    func testLeavingWhenTheDeviceCouldNotForgetTheSessionSaysSoAndStays() async {
        authenticationFlow.logoutResult = .failure(.storageFailure)
        let sut = makeSUT(firstLaunch: false)

        await sut.send(.leave)

        XCTAssertEqual(coordinator.backToLoginCallCount, 0)
        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock, errorMessage: LockScreenViewModel.logoutFailureText))
    }

    func testLogOutAsksFirstAndCancellingStays() async {
        let sut = makeSUT(firstLaunch: false)

        await sut.send(.askToLogout)
        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock, isConfirmingLogout: true))
        await sut.send(.cancelLogout)

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock))
        XCTAssertFalse(authenticationFlow.logoutCalled)
        XCTAssertEqual(coordinator.backToLoginCallCount, 0)
    }

    func testConfirmedLogOutLeavesTheAccount() async {
        let sut = makeSUT(firstLaunch: false)

        await sut.send(.askToLogout)
        await sut.send(.leave)

        XCTAssertEqual(coordinator.backToLoginCallCount, 1)
        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock))
    }

    func testBackFromCreatingThePinLeavesTheSignUp() async {
        let sut = makeSUT(firstLaunch: true)

        await sut.send(.back)

        XCTAssertEqual(coordinator.backToLoginCallCount, 1)
    }

    func testBackFromConfirmingReturnsToCreatingWithoutLeaving() async {
        let sut = await makeSUTAtConfirmStep(choosing: "482915")

        await sut.send(.back)

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .create))
        XCTAssertEqual(coordinator.backToLoginCallCount, 0)
    }

    func testARequestStillOnItsWayFromBeforeIsExplained() async {
        let sut = makeSUT(firstLaunch: false)
        useCase.unlockResult = .failure(.requestOnItsWay)
        await sut.send(.pinChanged("135790"))

        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(email: Fixture.email, step: .unlock, errorMessage: "Please wait for the last request to finish."))
    }

    func testEveryDomainErrorHasAText() async {
        let errors: [LockUseCaseNameSpace.Errors] = [
            .invalidPinFormat, .weakPin(.repeatedDigit), .weakPin(.straightRun), .pinMismatch, .wrongPin(attemptsLeft: nil), .wrongPin(attemptsLeft: 1),
            .lockedOut(until: Fixture.now), .signUpExpired, .tryLater, .networkUnavailable, .unexpectedResponse, .storageFailure, .requestOnItsWay,
        ]
        for error in errors {
            XCTAssertFalse(LockScreenViewModel.text(for: error).isEmpty, "\(error)")
        }
    }
}
