// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import SplashScreenImpl
import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import Foundation
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

/// The SplashScreen at 80×24 in each language, as text, on a clock frozen at `Fixture.now`. It has
/// two states only: reading the device (its loading and initial form) and done reading (its empty
/// form, the flow having moved on); it shows no error and no content of its own.
@MainActor
final class SplashScreenSnapshotTests: XCTestCase {
    private var useCase: AuthenticationFlowUseCaseStub!
    /// The view model of the scenario under way, new in each language.
    private var sut: SplashScreenViewModel!

    override func setUp() async throws {
        useCase = AuthenticationFlowUseCaseStub()
    }

    /// A host showing the screen over `sut`, its clock frozen at `Fixture.now`.
    private func makeHost() -> ViewHost {
        let viewModel: SplashScreenViewModel = sut
        return ViewHost(size: Fixture.size, now: { Fixture.now }) {
            AnyView(SplashScreenView(viewModel: viewModel))
        }
    }

    func testLoadingWhileTheFlowStarts() async {
        await forEachLanguage { named in
            useCase.reset()
            sut = SplashScreenViewModel(useCase: useCase)
            let gate = RequestGate()
            useCase.onStart = { await gate.pass() }
            let viewModel: SplashScreenViewModel = sut
            await gate.hold({ await viewModel.send(.start) }) {
                assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-opening-the-wallet"))
            }
        }
    }

    func testEmptyOnceTheFlowHasStarted() async {
        await forEachLanguage { named in
            sut = SplashScreenViewModel(useCase: useCase)
            await sut.send(.start)

            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-done-reading"))
        }
    }
}
