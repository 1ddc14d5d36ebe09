// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import RequestMoneyScreenImpl
import QRCodeView
import RequestMoneyScreenAPI
import RequestMoneyScreenAPITestDoubles
import RequestMoneyUseCaseAPI
import RequestMoneyUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import XCTest

private typealias State = RequestMoneyScreenViewModel.State

/// The view model's state for each action and each published use-case state, compared whole, and
/// the screen drawn in English and German.
@MainActor
final class RequestMoneyScreenViewModelTests: XCTestCase {
    private var useCase: RequestMoneyUseCaseStub!
    private var coordinator: RequestMoneyScreenCoordinatorStub!
    private var sut: RequestMoneyScreenViewModel!
    private var copied: [String] = []

    private static let loaded = RequestMoneyUseCaseNameSpace.LoadResult(holderName: "Bob Stone", accounts: [
        .init(id: "acc_1", name: "Current account", iban: "DE35100101236114885928", currency: "EUR"),
        .init(id: "acc_2", name: "Savings", iban: "DE89370400440532013000", currency: "EUR"),
    ])
    private static let request = RequestMoneyUseCaseNameSpace.PaymentRequest(
        amount: 2_500, currency: "EUR", link: "payred://pay?iban=DE89370400440532013000&name=Bob%20Stone&amount=25.00&currency=EUR&reference=Dinner",
        giroCode: "BCD\n002\n1\nSCT\n\nBob Stone\nDE89370400440532013000\nEUR25\n\n\nDinner"
    )
    private let form = State(content: .form, accounts: ["Current account · DE35 1001 0123 6114 8859 28", "Savings · DE89 3704 0044 0532 0130 00"])

    override func setUp() async throws {
        setUpScenario()
    }

    /// New stubs, nothing copied and a view model over them: where each test starts, and each
    /// language of a snapshot test.
    private func setUpScenario() {
        copied = []
        useCase = RequestMoneyUseCaseStub()
        coordinator = RequestMoneyScreenCoordinatorStub()
        sut = RequestMoneyScreenViewModel(
            dependencies: RequestMoneyScreenDependencies(coordinator: coordinator), useCase: useCase,
            copyToClipboard: { [weak self] in self?.copied.append($0) }
        )
    }

    private func showRequest(amount: String = "") {
        useCase.statePublisherSubject.send(.loaded(Self.loaded))
        useCase.makeRequestResult = .success(Self.request)
        sut.reduce(.chooseAccount(1))
        sut.reduce(.amountChanged(amount))
        sut.reduce(.showRequest)
    }

    func testShowsTheStatesTheUseCasePublishesAndAReloadKeepsTheForm() async {
        XCTAssertEqual(sut.state, State())
        useCase.statePublisherSubject.send(.error(.networkUnavailable))
        XCTAssertEqual(sut.state, State(content: .error("Can't reach the server. Check your connection and try again.")))
        useCase.statePublisherSubject.send(.loaded(.init(holderName: "Bob", accounts: [])))
        XCTAssertEqual(sut.state, State(content: .empty))
        useCase.statePublisherSubject.send(.loading(last: Self.loaded))
        XCTAssertEqual(sut.state, form)
    }

    func testShowRequestAsksTheUseCaseWithTheFormAndCCopiesItsLink() async throws {
        showRequest(amount: "25.00")

        XCTAssertEqual([useCase.lastMakeRequestAccountID, useCase.lastMakeRequestAmount], ["acc_2", "25.00"])
        guard case .request(let summary, let link, let code) = sut.state.content else { return XCTFail("\(sut.state.content)") }
        XCTAssertEqual([summary, link], ["25.00 EUR into Savings · DE89 3704 0044 0532 0130 00", Self.request.link])
        XCTAssertEqual(code, QRCodePicture(encoding: Self.request.giroCode))
        sut.reduce(.copyLink)
        XCTAssertEqual(copied, [Self.request.link])
        XCTAssertEqual(sut.state.notice, "Link copied to the clipboard (where the terminal allows it).")
    }

    func testARefusedFormSaysWhatIsWrongAndKeepsTheForm() async {
        useCase.statePublisherSubject.send(.loaded(Self.loaded))
        useCase.makeRequestResult = .failure(.invalidAmount)
        sut.reduce(.amountChanged("abc"))
        sut.reduce(.showRequest)
        var expected = form
        (expected.amount, expected.notice) = ("abc", "Type an amount like 12.50, above zero and at most 999,999,999.99, or leave it empty.")
        XCTAssertEqual(sut.state, expected)
    }

    func testEscStepsBackFromTheCodeToTheLinkToTheFormAsksBeforeDiscardingAndThenLeaves() async {
        showRequest(amount: "25.00")
        sut.reduce(.showCodeAlone)
        await sut.send(.back)
        XCTAssertFalse(sut.state.showsCodeAlone)
        await sut.send(.back)
        var asking = form
        (asking.chosenAccount, asking.amount) = (1, "25.00")
        XCTAssertEqual(sut.state, asking)

        await sut.send(.back)
        asking.isConfirmingDiscard = true
        XCTAssertEqual(sut.state, asking)
        await sut.send(.keepEditing)
        asking.isConfirmingDiscard = false
        XCTAssertEqual(sut.state, asking, "the typed amount is kept")
        XCTAssertEqual(coordinator.closeRequestMoneyScreenCallCount, 0, "nothing is dropped before the answer")

        sut.reduce(.amountChanged(""))
        await sut.send(.back)
        XCTAssertEqual(coordinator.closeRequestMoneyScreenCallCount, 1, "an untouched form leaves at once")
    }

    // MARK: - Snapshots

    private func snapshot(_ name: String, rows: Int = 40, file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
        let viewModel: RequestMoneyScreenViewModel = sut
        let host = ViewHost(size: TerminalSize(columns: 80, rows: rows)) { AnyView(RequestMoneyScreenView(viewModel: viewModel)) }
        assertSnapshot(of: host, as: .terminal, named: name, file: file, testName: testName, line: line)
    }

    func testSnapshots() async {
        await forEachLanguage { named in
            setUpScenario()
            snapshot(named("loading"))
            useCase.statePublisherSubject.send(.error(.sessionExpired))
            snapshot(named("error"))
            useCase.statePublisherSubject.send(.loaded(.init(holderName: "Bob", accounts: [])))
            snapshot(named("empty"))
            useCase.statePublisherSubject.send(.loaded(Self.loaded))
            snapshot(named("content-form"))
            sut.reduce(.referenceChanged("Dinner"))
            await sut.send(.back)
            snapshot(named("content-form-asking-before-discarding"))
            await sut.send(.keepEditing)
            showRequest()
            snapshot(named("content-request"))
            snapshot(named("content-request-link-first-at-80x24"), rows: 24)
            sut.reduce(.showCodeAlone)
            snapshot(named("content-code-alone-at-80x24"), rows: 24)
            snapshot(named("content-request-short-terminal"), rows: 16)
        }
    }

    func testSnapshotFormWithAProblem() async {
        await forEachLanguage { named in
            setUpScenario()
            useCase.statePublisherSubject.send(.loaded(Self.loaded))
            sut.reduce(.amountChanged("abc"))
            useCase.makeRequestResult = .failure(.invalidAmount)
            sut.reduce(.showRequest)
            snapshot(named("content-form-with-a-problem"))
        }
    }
}
