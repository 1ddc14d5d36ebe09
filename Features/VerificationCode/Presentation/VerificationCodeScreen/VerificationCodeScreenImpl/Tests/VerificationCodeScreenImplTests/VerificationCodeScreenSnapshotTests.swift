// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

import TestSupport
@testable import VerificationCodeScreenImpl
import AuthenticationFlowUseCaseAPITestDoubles
import Foundation
import Localization
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

/// The VerificationCodeScreen at 80×24 in each of its states, as text, on a clock frozen at `Fixture.now`.
/// The view model is driven through its actions over a stubbed use case.
@MainActor
final class VerificationCodeScreenSnapshotTests: XCTestCase {
    private var useCase: VerificationCodeUseCaseStub!
    private var sut: VerificationCodeScreenViewModel!

    override func setUp() async throws {
        useCase = VerificationCodeUseCaseStub()
        useCase.resendAvailableAtResult = Fixture.resendAt
        sut = VerificationCodeScreenViewModel(
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
        let host = makeHost()

        assertSnapshot(of: host, as: .terminal, named: "empty-code-resend-in-1-minute")
    }

    func testContentWhileTyping() async {
        await sut.send(.codeChanged("123"))
        let host = makeHost()
        host.advanceClock(by: .seconds(17))

        assertSnapshot(of: host, as: .terminal, named: "content-three-digits-resend-in-43-seconds")
    }

    func testContentWhenResendIsAvailable() async {
        let host = makeHost()
        host.advanceClock(by: .seconds(60))

        assertSnapshot(of: host, as: .terminal, named: "content-resend-available")
    }

    func testLoadingWhileTheCodeIsChecked() async {
        await sut.send(.codeChanged("123456"))
        let gate = RequestGate()
        useCase.onVerify = { _, _ in await gate.pass() }
        let viewModel: VerificationCodeScreenViewModel = sut
        let submit = Task { await viewModel.send(.submit) }
        await gate.waitUntilEntered()

        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-checking-the-code")
        gate.open()
        await submit.value
    }

    func testLoadingWhileANewCodeIsSent() async {
        let gate = RequestGate()
        useCase.onResendCode = { _ in
            await gate.pass()
            return Fixture.now
        }
        let viewModel: VerificationCodeScreenViewModel = sut
        let resend = Task { await viewModel.send(.resend) }
        await gate.waitUntilEntered()

        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-sending-a-new-code")
        gate.open()
        await resend.value
    }

    func testErrorAfterAWrongCode() async {
        await sut.send(.codeChanged("654321"))
        useCase.verifyResult = .failure(.wrongCode(attemptsLeft: 4))
        await sut.send(.submit)

        assertSnapshot(of: makeHost(), as: .terminal, named: "error-wrong-code")
    }

    func testErrorAfterAnExpiredSignUp() async {
        await sut.send(.codeChanged("123456"))
        useCase.verifyResult = .failure(.signUpExpired)
        await sut.send(.submit)

        assertSnapshot(of: makeHost(), as: .terminal, named: "error-sign-up-expired")
    }

    func testContentAfterANewCodeWasSent() async {
        await sut.send(.codeChanged("12"))
        useCase.resendCodeResult = .success(Fixture.now.addingTimeInterval(120))
        await sut.send(.resend)

        assertSnapshot(of: makeHost(), as: .terminal, named: "content-new-code-sent-resend-in-2-minutes")
    }

    func testEmptyAndContentInGerman() async {
        Language.current = .german
        defer { Language.current = .english }
        assertSnapshot(of: makeHost(), as: .terminal, named: "de-empty-code-resend-in-1-minute")

        await sut.send(.codeChanged("12"))
        useCase.resendCodeResult = .success(Fixture.now.addingTimeInterval(120))
        await sut.send(.resend)
        assertSnapshot(of: makeHost(), as: .terminal, named: "de-content-new-code-sent-resend-in-2-minutes")
    }

    func testLoadingWhileTheCodeIsCheckedInGerman() async {
        Language.current = .german
        defer { Language.current = .english }
        await sut.send(.codeChanged("123456"))
        let gate = RequestGate()
        useCase.onVerify = { _, _ in await gate.pass() }
        let viewModel: VerificationCodeScreenViewModel = sut
        let submit = Task { await viewModel.send(.submit) }
        await gate.waitUntilEntered()

        assertSnapshot(of: makeHost(), as: .terminal, named: "de-loading-checking-the-code")
        gate.open()
        await submit.value
    }

    func testErrorAfterAWrongCodeInGerman() async {
        Language.current = .german
        defer { Language.current = .english }
        await sut.send(.codeChanged("654321"))
        useCase.verifyResult = .failure(.wrongCode(attemptsLeft: 4))
        await sut.send(.submit)

        assertSnapshot(of: makeHost(), as: .terminal, named: "de-error-wrong-code")
    }
}
