// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

import TestSupport
@testable import VerificationCodeScreenImpl
import AuthenticationFlowUseCaseAPITestDoubles
import Foundation
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import VerificationCodeScreenAPI
import VerificationCodeScreenAPITestDoubles
import VerificationCodeUseCaseAPI
import VerificationCodeUseCaseAPITestDoubles
import XCTest

private enum Fixture {
    static let email = "ana@payred.app"
    /// The host's frozen clock: 2027-01-15 08:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    /// The first resend is a minute away.
    static let resendAt = now.addingTimeInterval(60)
    static let size = TerminalSize(columns: 80, rows: 24)
}

/// The VerificationCodeScreen at 80×24 in each of its states and each language, as text, on a clock
/// frozen at `Fixture.now`. The view model is driven through its actions over a stubbed use case.
@MainActor
final class VerificationCodeScreenSnapshotTests: XCTestCase {
    private var useCase: VerificationCodeUseCaseStub!
    /// The view model of the scenario under way, new in each language.
    private var sut: VerificationCodeScreenViewModel!

    override func setUp() async throws {
        useCase = VerificationCodeUseCaseStub()
    }

    /// A new view model over `useCase`, reset to offer its first resend at `Fixture.resendAt`.
    private func makeViewModel() -> VerificationCodeScreenViewModel {
        useCase.reset()
        useCase.resendAvailableAtResult = Fixture.resendAt
        return VerificationCodeScreenViewModel(
            dependencies: VerificationCodeScreenDependencies(coordinator: VerificationCodeScreenCoordinatorStub(), email: Fixture.email),
            useCase: useCase,
            authenticationFlow: AuthenticationFlowUseCaseStub()
        )
    }

    /// A host showing the screen over `sut`, its clock frozen at `Fixture.now`.
    private func makeHost() -> ViewHost {
        let viewModel: VerificationCodeScreenViewModel = sut
        return ViewHost(size: Fixture.size, now: { Fixture.now }) {
            AnyView(VerificationCodeScreenView(viewModel: viewModel))
        }
    }

    func testEmpty() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            let host = makeHost()

            assertSnapshot(of: host, as: .terminal, named: named("empty-code-resend-in-1-minute"))
        }
    }

    func testContentWhileTyping() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await sut.send(.codeChanged("123"))
            let host = makeHost()
            host.advanceClock(by: .seconds(17))

            assertSnapshot(of: host, as: .terminal, named: named("content-three-digits-resend-in-43-seconds"))
        }
    }

    func testContentWhenResendIsAvailable() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            let host = makeHost()
            host.advanceClock(by: .seconds(60))

            assertSnapshot(of: host, as: .terminal, named: named("content-resend-available"))
        }
    }

    func testLoadingWhileTheCodeIsChecked() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await sut.send(.codeChanged("123456"))
            let gate = RequestGate()
            useCase.onVerify = { _, _ in await gate.pass() }
            let viewModel: VerificationCodeScreenViewModel = sut
            await gate.hold({ await viewModel.send(.submit) }) {
                assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-checking-the-code"))
            }
        }
    }

    func testLoadingWhileANewCodeIsSent() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            let gate = RequestGate()
            useCase.onResendCode = { _ in
                await gate.pass()
                return Fixture.now
            }
            let viewModel: VerificationCodeScreenViewModel = sut
            await gate.hold({ await viewModel.send(.resend) }) {
                assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-sending-a-new-code"))
            }
        }
    }

    func testErrorAfterAWrongCode() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await sut.send(.codeChanged("654321"))
            useCase.verifyResult = .failure(.wrongCode(attemptsLeft: 4))
            await sut.send(.submit)

            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-wrong-code"))
        }
    }

    func testErrorAfterAnExpiredSignUp() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await sut.send(.codeChanged("123456"))
            useCase.verifyResult = .failure(.signUpExpired)
            await sut.send(.submit)

            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-sign-up-expired"))
        }
    }

    func testContentAfterANewCodeWasSent() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await sut.send(.codeChanged("12"))
            useCase.resendCodeResult = .success(Fixture.now.addingTimeInterval(120))
            await sut.send(.resend)

            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-new-code-sent-resend-in-2-minutes"))
        }
    }
}
