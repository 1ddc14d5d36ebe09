// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import HomeTabScreenImpl
import Foundation
import HomeTabScreenAPI
import HomeTabScreenAPITestDoubles
import HomeTabUseCaseAPI
import HomeTabUseCaseAPITestDoubles
import Reactive
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private enum Fixture {
    /// The host's frozen clock: 2027-01-15 08:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let size = TerminalSize(columns: 80, rows: 24)
    static let profile = HomeTabUseCaseNameSpace.LoadResult(firstName: "Ana", lastName: "Lopez", email: "ana@payred.app")
    /// A profile whose user gave no name yet.
    static let namelessProfile = HomeTabUseCaseNameSpace.LoadResult(firstName: "", lastName: "", email: "ana@payred.app")
}

/// The HomeTabScreen at 80×24 in each of its states, as text, on a clock frozen at `Fixture.now`.
/// The view model is driven through its actions and the stubbed use case's published states.
@MainActor
final class HomeTabScreenSnapshotTests: XCTestCase {
    private var useCase: HomeTabUseCaseStub!
    private var coordinator: HomeTabScreenCoordinatorStub!
    private var sut: HomeTabScreenViewModel!

    override func setUp() async throws {
        useCase = HomeTabUseCaseStub()
        coordinator = HomeTabScreenCoordinatorStub()
        sut = HomeTabScreenViewModel(dependencies: HomeTabScreenDependencies(coordinator: coordinator), useCase: useCase)
    }

    /// A host showing the screen over `sut`, its clock frozen at `Fixture.now`.
    private func makeHost() -> ViewHost {
        let viewModel: HomeTabScreenViewModel = sut
        return ViewHost(size: Fixture.size, now: { Fixture.now }) {
            AnyView(HomeTabScreenView(viewModel: viewModel))
        }
    }

    func testLoading() async {
        await sut.send(.load)
        useCase.statePublisherSubject.send(.loading)

        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-profile")
    }

    func testContent() async {
        await sut.send(.load)
        useCase.statePublisherSubject.send(.loading)
        useCase.statePublisherSubject.send(.loaded(Fixture.profile))

        assertSnapshot(of: makeHost(), as: .terminal, named: "content-greets-by-name")
    }

    func testEmptyProfile() async {
        await sut.send(.load)
        useCase.statePublisherSubject.send(.loading)
        useCase.statePublisherSubject.send(.loaded(Fixture.namelessProfile))

        assertSnapshot(of: makeHost(), as: .terminal, named: "empty-profile-greets-by-email")
    }

    func testError() async {
        useCase.loadResult = .failure(HomeTabUseCaseNameSpace.Errors.networkUnavailable)
        await sut.send(.load)
        useCase.statePublisherSubject.send(.loading)
        useCase.statePublisherSubject.send(.error(.networkUnavailable))

        assertSnapshot(of: makeHost(), as: .terminal, named: "error-network-unavailable")
    }

    func testErrorWhenTheSessionHasEnded() async {
        useCase.loadResult = .failure(HomeTabUseCaseNameSpace.Errors.sessionExpired)
        await sut.send(.load)
        useCase.statePublisherSubject.send(.error(.sessionExpired))

        assertSnapshot(of: makeHost(), as: .terminal, named: "error-session-expired")
    }

    func testLoadingWhileLoggingOut() async {
        useCase.statePublisherSubject.send(.loaded(Fixture.profile))
        let gate = RequestGate()
        coordinator.onLogout = { await gate.pass() }
        let viewModel: HomeTabScreenViewModel = sut
        let logout = Task { await viewModel.send(.logout) }
        await gate.waitUntilEntered()

        assertSnapshot(of: makeHost(), as: .terminal, named: "loading-logging-out")

        gate.open()
        await logout.value
    }
}
