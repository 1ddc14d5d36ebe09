// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import PayeesScreenImpl
import PayeesScreenAPI
import PayeesScreenAPITestDoubles
import PayeesUseCaseAPI
import PayeesUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private typealias State = PayeesScreenViewModel.State
private typealias Snapshot = PayeesUseCaseNameSpace.Snapshot

/// The view model's state for each published use-case state and each action, compared whole, and
/// the screen at 80×24 in English and German: loading, error, empty, content (offline too) and
/// while deleting.
@MainActor
final class PayeesScreenViewModelTests: XCTestCase {
    private var useCase: PayeesUseCaseStub!
    private var coordinator: PayeesScreenCoordinatorStub!
    private var sut: PayeesScreenViewModel!

    private let payees: [PayeesUseCaseNameSpace.Payee] = [
        .init(id: "pay_1", name: "Maria Schmidt", iban: "DE44500105175407324931"),
        .init(id: "pay_2", name: "Sophie Martin", iban: "FR1420041010050500013M02606"),
        .init(id: "pay_3", name: "Daan de Vries", iban: "NL91ABNA0417164300"),
    ]

    private let rows: [State.Row] = [
        .init(id: "pay_1", name: "Maria Schmidt", iban: "DE44 5001 0517 5407 3249 31"),
        .init(id: "pay_2", name: "Sophie Martin", iban: "FR14 2004 1010 0505 0001 3M02 606"),
        .init(id: "pay_3", name: "Daan de Vries", iban: "NL91 ABNA 0417 1643 00"),
    ]

    override func setUp() async throws {
        setUpScenario()
    }

    /// New stubs and a view model over them: where each test starts, and each language of a
    /// snapshot test.
    private func setUpScenario() {
        useCase = PayeesUseCaseStub()
        coordinator = PayeesScreenCoordinatorStub()
        sut = PayeesScreenViewModel(dependencies: PayeesScreenDependencies(coordinator: coordinator), useCase: useCase)
    }

    private func makeHost() -> ViewHost {
        let viewModel: PayeesScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(PayeesScreenView(viewModel: viewModel)) }
    }

    /// Loads the payees, selects Sophie Martin and asks to delete her.
    private func askToDeleteSophie() {
        useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees)))
        sut.reduce(.select(1))
        sut.reduce(.askToDelete)
    }

    /// Asks to delete Sophie and confirms, as the user does; the use case answers `outcome`.
    private func deleteSophie(outcome: Result<Void, PayeesUseCaseNameSpace.Errors> = .success(())) async {
        askToDeleteSophie()
        useCase.deleteResult = outcome
        await sut.send(.confirmDeletion(payeeId: "pay_2"))
    }

    // MARK: - Use-case states

    func testTheViewModelAndItsSubscriptionsEndWithItsScreen() async {
        await assertReleased {
            let host = makeHost()
            _ = host.render()
            let viewModel: PayeesScreenViewModel = sut
            _ = host.render()
            sut = nil
            return viewModel
        }
    }

    func testStartsLoading() async {
        XCTAssertEqual(sut.state, State())
    }

    func testEachPayeeIsARowWithItsIBANGrouped() async {
        useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees)))
        XCTAssertEqual(sut.state, State(content: .loaded(rows)))
    }

    func testARefreshKeepsThePayeesOnScreen() async {
        useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees)))
        useCase.statePublisherSubject.send(Snapshot(payees: .loading(last: payees)))
        XCTAssertEqual(sut.state, State(content: .loaded(rows)))
    }

    func testAFailedRefreshKeepsThePayeesAndSaysWhy() async {
        useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees)))
        useCase.statePublisherSubject.send(Snapshot(payees: .error(.networkUnavailable, last: payees)))
        XCTAssertEqual(sut.state, State(content: .loaded(rows), offlineNotice: "Offline: showing what was loaded before. r: retry"))

        useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees)))
        XCTAssertEqual(sut.state, State(content: .loaded(rows)))
    }

    func testAFailureIsExplained() async {
        useCase.statePublisherSubject.send(Snapshot(payees: .error(.networkUnavailable)))
        XCTAssertEqual(sut.state, State(content: .error("PayRed can't reach its server. Check your connection and retry.")))

        useCase.statePublisherSubject.send(Snapshot(payees: .error(.unavailable)))
        XCTAssertEqual(sut.state, State(content: .error("Your payees could not be loaded. Please retry.")))
    }

    func testTheSelectionStaysOnAPayee() async {
        useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees)))

        sut.reduce(.select(7))
        XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 2))

        useCase.statePublisherSubject.send(Snapshot(payees: .loaded(Array(payees.prefix(1)))))
        XCTAssertEqual(sut.state, State(content: .loaded(Array(rows.prefix(1))), selection: 0), "a shorter list moves the selection up")
    }

    // MARK: - Actions

    func testLoadAsksTheUseCase() async {
        await sut.send(.load)
        XCTAssertEqual(useCase.loadCallCount, 1)
    }

    func testEnterStartsATransferToThePayee() async {
        await sut.send(.sendMoney(payeeId: "pay_3"))
        XCTAssertEqual(coordinator.startTransferReceivedArguments, ["pay_3"])
    }

    func testAOpensTheFormAndEscLeaves() async {
        await sut.send(.add)
        await sut.send(.close)
        XCTAssertEqual(coordinator.showAddPayeeScreenCallCount, 1)
        XCTAssertEqual(coordinator.closePayeesScreenCallCount, 1)
    }

    func testDeletingAsksFirst() async {
        askToDeleteSophie()

        XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 1, deletion: State.Deletion(payeeId: "pay_2", question: "Delete Sophie Martin?")))
        XCTAssertFalse(useCase.deleteCalled)
    }

    func testWithoutPayeesNothingIsAskedToBeDeleted() async {
        useCase.statePublisherSubject.send(Snapshot(payees: .loaded([])))
        sut.reduce(.askToDelete)
        XCTAssertEqual(sut.state, State(content: .loaded([])))
    }

    func testCancellingTheQuestionDeletesNothing() async {
        askToDeleteSophie()

        await sut.send(.dismissDeletion)

        XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 1))
        XCTAssertFalse(useCase.deleteCalled)
    }

    func testAConfirmedDeletionGoesThroughTheUseCase() async {
        askToDeleteSophie()
        let gate = RequestGate()
        useCase.onDelete = { _ in await gate.pass() }
        let viewModel: PayeesScreenViewModel = sut
        await gate.hold({ await viewModel.send(.confirmDeletion(payeeId: "pay_2")) }) {
            XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 1, isDeleting: true))

            useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees), deleting: ["pay_2"]))
            XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 1, isDeleting: true))

            useCase.statePublisherSubject.send(Snapshot(payees: .loaded([payees[0], payees[2]])))
        }
        XCTAssertEqual(useCase.deleteReceivedArguments, ["pay_2"])
        XCTAssertEqual(sut.state, State(content: .loaded([rows[0], rows[2]]), selection: 1))
    }

    func testARefusedDeletionIsExplained() async {
        await deleteSophie(outcome: .failure(.refused(reason: "Payees cannot be changed now.")))

        XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 1, notice: "Payees cannot be changed now. The payee was not deleted."))
    }

    func testADeletionAlreadyOnItsWayIsExplained() async {
        await deleteSophie(outcome: .failure(.alreadyOnItsWay))

        XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 1, notice: "This payee is already being deleted."))
    }

    func testADeletionMadeElsewhereOnlyChangesTheList() async {
        useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees)))
        useCase.statePublisherSubject.send(Snapshot(payees: .loaded([payees[0], payees[2]]), deleting: ["pay_1"]))
        XCTAssertEqual(sut.state, State(content: .loaded([rows[0], rows[2]])))
    }

    func testEveryDeletionFailureIsExplained() async {
        XCTAssertEqual(PayeesScreenViewModel.deletionText(for: .payeeNotFound), "This payee had already been deleted.")
        XCTAssertEqual(PayeesScreenViewModel.deletionText(for: .networkUnavailable), "PayRed can't reach its server. The payee was not deleted.")
        XCTAssertEqual(PayeesScreenViewModel.deletionText(for: .unavailable), "The payee could not be deleted. Please try again.")
    }

    // MARK: - Snapshots

    func testSnapshotLoading() async {
        await forEachLanguage { named in
            setUpScenario()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading"))
        }
    }

    func testSnapshotContent() async {
        await forEachLanguage { named in
            setUpScenario()
            useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-three-payees"))
        }
    }

    func testSnapshotContentOffline() async {
        await forEachLanguage { named in
            setUpScenario()
            useCase.statePublisherSubject.send(Snapshot(payees: .loaded(payees)))
            useCase.statePublisherSubject.send(Snapshot(payees: .error(.networkUnavailable, last: payees)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-offline"))
        }
    }

    func testSnapshotEmpty() async {
        await forEachLanguage { named in
            setUpScenario()
            useCase.statePublisherSubject.send(Snapshot(payees: .loaded([])))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-no-payees"))
        }
    }

    func testSnapshotError() async {
        await forEachLanguage { named in
            setUpScenario()
            useCase.statePublisherSubject.send(Snapshot(payees: .error(.sessionExpired)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-session-expired-with-retry"))
        }
    }

    func testSnapshotContentAskingToDelete() async {
        await forEachLanguage { named in
            setUpScenario()
            askToDeleteSophie()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-delete-confirmation"))
        }
    }

    func testSnapshotLoadingWhileDeleting() async {
        await forEachLanguage { named in
            setUpScenario()
            askToDeleteSophie()
            let gate = RequestGate()
            useCase.onDelete = { _ in await gate.pass() }
            let viewModel: PayeesScreenViewModel = sut
            await gate.hold({ await viewModel.send(.confirmDeletion(payeeId: "pay_2")) }) {
                assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-deleting"))
            }
        }
    }

    func testSnapshotErrorAfterARefusedDeletion() async {
        await forEachLanguage { named in
            setUpScenario()
            await deleteSophie(outcome: .failure(.networkUnavailable))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-deletion-not-applied"))
        }
    }
}
