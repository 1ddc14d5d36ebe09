// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import LockScreenImpl
import AuthenticationFlowUseCaseAPITestDoubles
import Foundation
import LockScreenAPI
import LockScreenAPITestDoubles
import LockUseCaseAPI
import LockUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private enum Fixture {
    static let email = "ana@payred.app"
    /// The host's frozen clock: 2027-01-15 08:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    /// A five-minute lockout.
    static let lockedUntil = now.addingTimeInterval(300)
    static let size = TerminalSize(columns: 80, rows: 24)
}

/// The LockScreen at 80×24 in each of its states and each language, as text, on a clock frozen at `Fixture.now`.
/// The view model is driven through its actions over a stubbed use case.
@MainActor
final class LockScreenSnapshotTests: XCTestCase {
    private var useCase: LockUseCaseStub!

    override func setUp() async throws {
        useCase = LockUseCaseStub()
    }

    private func makeSUT(firstLaunch: Bool) -> LockScreenViewModel {
        LockScreenViewModel(
            dependencies: LockScreenDependencies(coordinator: LockScreenCoordinatorStub(), email: Fixture.email, firstLaunch: firstLaunch),
            useCase: useCase,
            authenticationFlow: AuthenticationFlowUseCaseStub()
        )
    }

    /// A view model at the confirm step, `135790` having been accepted as the new PIN.
    private func makeSUTAtConfirmStep() async -> LockScreenViewModel {
        useCase.checkNewPinResult = .init(problem: nil)
        let sut = makeSUT(firstLaunch: true)
        await sut.send(.pinChanged("135790"))
        await sut.send(.submit)
        return sut
    }

    /// A host showing the screen over `viewModel`, its clock frozen at `Fixture.now`.
    private func makeHost(_ viewModel: LockScreenViewModel) -> ViewHost {
        ViewHost(size: Fixture.size, now: { Fixture.now }) {
            AnyView(LockScreenView(viewModel: viewModel))
        }
    }

    // MARK: - Name

    func testEmptyNameStepOfANewUser() async {
        await forEachLanguage { named in
            useCase.reset()
            useCase.needsNameResult = true
            let sut = makeSUT(firstLaunch: true)
            await sut.send(.load)

            assertSnapshot(of: makeHost(sut), as: .terminal, named: named("empty-name-focus-on-first-name"))
        }
    }

    func testErrorForAMissingName() async {
        await forEachLanguage { named in
            useCase.reset()
            useCase.needsNameResult = true
            useCase.checkNameResult = .nameMissing
            let sut = makeSUT(firstLaunch: true)
            await sut.send(.load)
            await sut.send(.lastNameChanged("Kim"))
            await sut.send(.submit)

            assertSnapshot(of: makeHost(sut), as: .terminal, named: named("error-name-missing"))
        }
    }

    // MARK: - Create and confirm

    func testEmptyCreateStep() async {
        await forEachLanguage { named in
            let sut = makeSUT(firstLaunch: true)

            assertSnapshot(of: makeHost(sut), as: .terminal, named: named("empty-create-pin"))
        }
    }

    func testContentWhileTypingANewPin() async {
        await forEachLanguage { named in
            let sut = makeSUT(firstLaunch: true)
            await sut.send(.pinChanged("135"))

            assertSnapshot(of: makeHost(sut), as: .terminal, named: named("content-create-pin-three-digits"))
        }
    }

    func testContentAtTheConfirmStep() async {
        await forEachLanguage { named in
            useCase.reset()
            let sut = await makeSUTAtConfirmStep()
            await sut.send(.pinChanged("1357"))

            assertSnapshot(of: makeHost(sut), as: .terminal, named: named("content-confirm-pin-four-digits"))
        }
    }

    func testErrorAfterAWeakPin() async {
        await forEachLanguage { named in
            useCase.reset()
            useCase.checkNewPinResult = .init(problem: .weakPin(.repeatedDigit))
            let sut = makeSUT(firstLaunch: true)
            await sut.send(.pinChanged("111111"))
            await sut.send(.submit)

            assertSnapshot(of: makeHost(sut), as: .terminal, named: named("error-weak-pin"))
        }
    }

    func testErrorAfterAMismatchedConfirmation() async {
        await forEachLanguage { named in
            useCase.reset()
            let sut = await makeSUTAtConfirmStep()
            await sut.send(.pinChanged("246810"))
            useCase.createPinResult = .failure(.pinMismatch)
            await sut.send(.submit)

            assertSnapshot(of: makeHost(sut), as: .terminal, named: named("error-pin-mismatch-back-to-create"))
        }
    }

    func testLoadingWhileThePinIsCreated() async {
        await forEachLanguage { named in
            useCase.reset()
            let sut = await makeSUTAtConfirmStep()
            let gate = RequestGate()
            useCase.onCreatePin = { _, _, _, _ in
                await gate.pass()
            }
            await sut.send(.pinChanged("135790"))
            await gate.hold({ await sut.send(.submit) }) {
                assertSnapshot(of: makeHost(sut), as: .terminal, named: named("loading-creating-pin"))
            }
        }
    }

    // MARK: - Unlock

    func testEmptyUnlockStep() async {
        await forEachLanguage { named in
            let sut = makeSUT(firstLaunch: false)

            assertSnapshot(of: makeHost(sut), as: .terminal, named: named("empty-unlock"))
        }
    }

    func testLoadingWhileUnlocking() async {
        await forEachLanguage { named in
            useCase.reset()
            let gate = RequestGate()
            useCase.onUnlock = { _, _ in
                await gate.pass()
            }
            let sut = makeSUT(firstLaunch: false)
            await sut.send(.pinChanged("135790"))
            await gate.hold({ await sut.send(.submit) }) {
                assertSnapshot(of: makeHost(sut), as: .terminal, named: named("loading-unlocking"))
            }
        }
    }

    func testErrorAfterAWrongPin() async {
        await forEachLanguage { named in
            useCase.reset()
            let sut = makeSUT(firstLaunch: false)
            await sut.send(.pinChanged("000001"))
            useCase.unlockResult = .failure(.wrongPin(attemptsLeft: 4))
            await sut.send(.submit)

            assertSnapshot(of: makeHost(sut), as: .terminal, named: named("error-wrong-pin"))
        }
    }

    func testErrorWhileLockedOut() async {
        await forEachLanguage { named in
            useCase.reset()
            let sut = makeSUT(firstLaunch: false)
            await sut.send(.pinChanged("000001"))
            useCase.unlockResult = .failure(.lockedOut(until: Fixture.lockedUntil))
            await sut.send(.submit)
            let host = makeHost(sut)

            assertSnapshot(of: host, as: .terminal(maskingTimeOf: Fixture.lockedUntil), named: named("error-locked-out-for-5-minutes"))

            host.advanceClock(by: .seconds(299))
            assertSnapshot(of: host, as: .terminal(maskingTimeOf: Fixture.lockedUntil), named: named("error-locked-out-for-1-second"))
        }
    }

    func testErrorOnceTheLockoutIsOver() async {
        await forEachLanguage { named in
            useCase.reset()
            let sut = makeSUT(firstLaunch: false)
            await sut.send(.pinChanged("000001"))
            useCase.unlockResult = .failure(.lockedOut(until: Fixture.lockedUntil))
            await sut.send(.submit)
            let host = makeHost(sut)
            host.advanceClock(by: .seconds(300))

            assertSnapshot(of: host, as: .terminal, named: named("error-lockout-over-pin-field-enabled"))
        }
    }
}
