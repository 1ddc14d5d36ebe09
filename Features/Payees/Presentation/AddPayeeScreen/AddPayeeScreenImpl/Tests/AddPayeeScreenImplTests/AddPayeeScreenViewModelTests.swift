// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import AddPayeeScreenImpl
import AddPayeeScreenAPI
import AddPayeeScreenAPITestDoubles
import PayeesUseCaseAPI
import PayeesUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private typealias State = AddPayeeScreenViewModel.State

/// The add-payee form: the use case's verdict under each field, saving through the use case,
/// closing once saved and explaining a refusal; compared whole, and drawn at 80×24 in English
/// and German.
@MainActor
final class AddPayeeScreenViewModelTests: SerialExecutorTestCase {
    private var useCase: PayeesUseCaseStub!
    private var coordinator: AddPayeeScreenCoordinatorStub!
    private var sut: AddPayeeScreenViewModel!

    /// A form the use case accepts.
    private let filled = State(name: "Ana Lopez", iban: "GB82 WEST 1234 5698 7654 32", canSave: true)

    override func setUp() async throws {
        setUpScenario()
    }

    /// New stubs, the use case accepting every detail, and a view model over them: where each test
    /// starts, and each language of a snapshot test.
    private func setUpScenario() {
        useCase = PayeesUseCaseStub()
        useCase.validateResult = .valid
        coordinator = AddPayeeScreenCoordinatorStub()
        sut = AddPayeeScreenViewModel(dependencies: AddPayeeScreenDependencies(coordinator: coordinator), useCase: useCase)
    }

    private func makeHost() -> ViewHost {
        let viewModel: AddPayeeScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(AddPayeeScreenView(viewModel: viewModel)) }
    }

    private func fill() {
        sut.reduce(.nameChanged("Ana Lopez"))
        sut.reduce(.ibanChanged("GB82 WEST 1234 5698 7654 32"))
    }

    // MARK: - Fields

    func testStartsEmptyWithNothingToSave() async {
        XCTAssertEqual(sut.state, State())
        XCTAssertFalse(useCase.validateCalled)
    }

    func testEachFieldShowsTheUseCasesVerdict() async {
        useCase.validateResult = PayeesUseCaseNameSpace.Validation(name: .invalidCharacters, iban: .invalidIBAN)

        sut.reduce(.nameChanged("Eve\u{1B}[31m"))
        sut.reduce(.ibanChanged("GB82 WEST"))

        XCTAssertEqual(sut.state, State(
            name: "Eve\u{1B}[31m",
            iban: "GB82 WEST",
            nameMessage: "The name can't contain control or invisible characters.",
            ibanMessage: "This is not a valid IBAN. Check its letters and digits."
        ))
        XCTAssertEqual(useCase.validateReceivedArguments.map(\.name), ["Eve\u{1B}[31m", "Eve\u{1B}[31m"])
        XCTAssertEqual(useCase.validateReceivedArguments.map(\.iban), ["", "GB82 WEST"])
    }

    func testAFieldLeftEmptyIsNotCalledWrongYet() async {
        useCase.validateResult = PayeesUseCaseNameSpace.Validation(name: .invalidName, iban: .invalidIBAN)

        sut.reduce(.nameChanged("   "))

        XCTAssertEqual(sut.state, State(name: "   ", nameMessage: "Enter a name of 1 to 70 characters."))
    }

    func testDetailsTheUseCaseAcceptsCanBeSaved() async {
        fill()
        XCTAssertEqual(sut.state, filled)
    }

    // MARK: - Saving

    /// Fills the form and saves, as the user does; the use case answers `outcome`.
    private func fillAndSave(outcome: Result<Void, PayeesUseCaseNameSpace.Errors> = .success(())) async {
        fill()
        useCase.addResult = outcome
        coordinator.onCloseAddPayeeScreen = {}
        await sut.send(.save)
    }

    /// Fills the form and saves, the use case holding its answer at `gate` while `inspect` runs.
    private func fillAndSaveHeld(by gate: RequestGate, while inspect: () async throws -> Void) async rethrows {
        fill()
        useCase.onAdd = { _, _ in await gate.pass() }
        coordinator.onCloseAddPayeeScreen = {}
        let viewModel: AddPayeeScreenViewModel = sut
        try await gate.hold({ await viewModel.send(.save) }, while: inspect)
    }

    func testSavingAddsThroughTheUseCaseShowsItOnItsWayThenCloses() async {
        let gate = RequestGate()
        await fillAndSaveHeld(by: gate) {
            XCTAssertEqual(useCase.addReceivedArguments.map(\.name), ["Ana Lopez"])
            XCTAssertEqual(useCase.addReceivedArguments.map(\.iban), ["GB82 WEST 1234 5698 7654 32"])
            var onItsWay = filled
            onItsWay.isSaving = true
            XCTAssertEqual(sut.state, onItsWay)
            XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 0)
        }
        XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 1)
        XCTAssertEqual(sut.state, filled)
    }

    func testTypingIsIgnoredWhileSaving() async {
        let gate = RequestGate()
        await fillAndSaveHeld(by: gate) {
            sut.reduce(.nameChanged("Someone else"))

            XCTAssertEqual(sut.state.name, "Ana Lopez")
        }
    }

    func testARefusalIsExplainedAndTheFormStays() async {
        await fillAndSave(outcome: .failure(.payeeExists))

        var refused = filled
        refused.errorMessage = "You already have a payee with this IBAN."
        XCTAssertEqual(sut.state, refused)
        XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 0)
    }

    func testAnAdditionAlreadyOnItsWayIsExplained() async {
        await fillAndSave(outcome: .failure(.alreadyOnItsWay))

        var refused = filled
        refused.errorMessage = "An earlier payee is still being saved. Please wait, then save again."
        XCTAssertEqual(sut.state, refused)
        XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 0)
    }

    func testEditingClearsTheRefusal() async {
        await fillAndSave(outcome: .failure(.networkUnavailable))

        sut.reduce(.ibanChanged("GB82 WEST 1234 5698 7654 32 "))

        XCTAssertNil(sut.state.errorMessage)
    }

    func testSaveWaitsForDetailsTheUseCaseAccepts() async {
        useCase.validateResult = PayeesUseCaseNameSpace.Validation(name: nil, iban: .invalidIBAN)
        fill()

        await sut.send(.save)

        XCTAssertFalse(useCase.addCalled)
        XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 0)
    }

    func testEscOnAnEmptyFormClosesAtOnce() async {
        await sut.send(.askToCancel)
        XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 1)
        XCTAssertFalse(sut.state.isConfirmingDiscard)
    }

    func testEscAfterTypingAsksFirstAndKeepEditingKeepsTheForm() async {
        sut.reduce(.nameChanged("Ana"))
        await sut.send(.askToCancel)
        XCTAssertTrue(sut.state.isConfirmingDiscard)
        XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 0)

        await sut.send(.keepEditing)
        XCTAssertFalse(sut.state.isConfirmingDiscard)
        XCTAssertEqual(sut.state.name, "Ana")
        XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 0)
    }

    func testTheCancelButtonAfterTypingAsksFirst() async {
        let host = makeHost()
        host.type("Ana")
        host.focus(label: "Cancel")
        host.send(.enter)
        _ = await waitUntil { sut.state.isConfirmingDiscard }
        XCTAssertTrue(sut.state.isConfirmingDiscard)
        XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 0)
    }

    func testCancelClosesWithoutSaving() async {
        fill()

        await sut.send(.cancel)

        XCTAssertEqual(coordinator.closeAddPayeeScreenCallCount, 1)
        XCTAssertFalse(useCase.addCalled)
    }

    func testEveryRefusalHasItsText() async {
        XCTAssertEqual(AddPayeeScreenViewModel.text(for: .refused(reason: "Payees cannot be changed now.")), "Payees cannot be changed now.")
        XCTAssertEqual(AddPayeeScreenViewModel.text(for: .sessionExpired), "Your session has ended. Sign in again.")
        XCTAssertEqual(AddPayeeScreenViewModel.text(for: .unavailable), "The payee could not be saved. Please try again.")
    }

    // MARK: - Snapshots

    func testSnapshotDiscardQuestionOpensOnKeepEditing() async {
        await forEachLanguage { named in
            setUpScenario()
            fill()
            await sut.send(.askToCancel)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-discard-question"))
        }
    }

    func testSnapshotEmptyForm() async {
        await forEachLanguage { named in
            setUpScenario()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-new-payee"))
        }
    }

    func testSnapshotContentWithWhatIsWrong() async {
        await forEachLanguage { named in
            setUpScenario()
            useCase.validateResult = PayeesUseCaseNameSpace.Validation(name: .invalidName, iban: .invalidIBAN)
            sut.reduce(.nameChanged(String(repeating: "a", count: 71)))
            sut.reduce(.ibanChanged("GB82 WEST 1234 5698 7654 33"))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-invalid-name-and-iban"))
        }
    }

    func testSnapshotContentReadyToSave() async {
        await forEachLanguage { named in
            setUpScenario()
            fill()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-ready-to-save"))
        }
    }

    func testSnapshotLoadingWhileSaving() async {
        await forEachLanguage { named in
            setUpScenario()
            let gate = RequestGate()
            await fillAndSaveHeld(by: gate) {
                assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-saving"))
            }
        }
    }

    func testSnapshotErrorWhenThePayeeExists() async {
        await forEachLanguage { named in
            setUpScenario()
            await fillAndSave(outcome: .failure(.payeeExists))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-payee-exists"))
        }
    }
}
