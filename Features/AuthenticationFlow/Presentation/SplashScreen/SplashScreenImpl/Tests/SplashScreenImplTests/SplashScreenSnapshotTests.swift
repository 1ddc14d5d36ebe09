// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import SplashScreenImpl
import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import Foundation
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private enum Fixture {
    /// The host's frozen clock: 2027-01-15 08:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let size = TerminalSize(columns: 80, rows: 24)
}

/// The SplashScreen at 80×24, as text, on a clock frozen at `Fixture.now`. It has two states only:
/// reading the device (its loading and initial form) and done reading (its empty form, the flow
/// having moved on); it shows no error and no content of its own.
@MainActor
final class SplashScreenSnapshotTests: XCTestCase {
    private var useCase: AuthenticationFlowUseCaseStub!
    private var sut: SplashScreenViewModel!

    override func setUp() async throws {
        useCase = AuthenticationFlowUseCaseStub()
        sut = SplashScreenViewModel(useCase: useCase)
    }

    /// A host showing the screen over `sut`, its clock frozen at `Fixture.now`.
    private func makeHost() -> ViewHost {
        let viewModel: SplashScreenViewModel = sut
        return ViewHost(size: Fixture.size, now: { Fixture.now }) {
            AnyView(SplashScreenView(viewModel: viewModel))
        }
    }

    func testLoadingWhileTheFlowStarts() async {
        let gate = RequestGate()
        useCase.onStart = { await gate.pass() }
        let viewModel: SplashScreenViewModel = sut
        let start = Task { await viewModel.send(.start) }
        await gate.waitUntilEntered()

        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-opening-the-wallet")

        gate.open()
        await start.value
    }

    func testEmptyOnceTheFlowHasStarted() async {
        await sut.send(.start)

        assertSnapshot(of: makeHost(), as: .terminal, named: "empty-done-reading")
    }

    func testLoadingAndEmptyInGerman() async {
        Language.current = .german
        defer { Language.current = .english }
        let gate = RequestGate()
        useCase.onStart = { await gate.pass() }
        let viewModel: SplashScreenViewModel = sut
        let start = Task { await viewModel.send(.start) }
        await gate.waitUntilEntered()
        assertSnapshot(of: makeHost(), as: .terminal, named: "de-loading-opening-the-wallet")

        gate.open()
        await start.value
        assertSnapshot(of: makeHost(), as: .terminal, named: "de-empty-done-reading")
    }
}
