// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import RequestMoneyScreenImpl
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
/// the screen's text snapshots.
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
        amount: 2_500, currency: "EUR",
        link: "payred://pay?iban=DE89370400440532013000&name=Bob%20Stone&amount=25.00&currency=EUR&reference=Dinner",
        giroCode: "BCD\n002\n1\nSCT\n\nBob Stone\nDE89370400440532013000\nEUR25\n\n\nDinner"
    )

    override func setUp() async throws {
        useCase = RequestMoneyUseCaseStub()
        coordinator = RequestMoneyScreenCoordinatorStub()
        copied = []
        sut = RequestMoneyScreenViewModel(
            dependencies: RequestMoneyScreenDependencies(coordinator: coordinator), useCase: useCase,
            copyToClipboard: { [weak self] in self?.copied.append($0) }
        )
    }

    /// Makes the stub answer `makeRequest` with `request`.
    private func answer(_ request: Result<RequestMoneyUseCaseNameSpace.PaymentRequest, RequestMoneyUseCaseNameSpace.Errors>) {
        useCase.makeRequestResult = request
    }

    private var form: State {
        State(content: .form, accounts: ["Current account · DE35 1001 0123 6114 8859 28", "Savings · DE89 3704 0044 0532 0130 00"])
    }

    private func host(rows: Int = 40) -> ViewHost {
        let viewModel: RequestMoneyScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: rows)) { AnyView(RequestMoneyScreenView(viewModel: viewModel)) }
    }

    func testStartsLoadingAndShowsTheAccountsToChooseFrom() async {
        XCTAssertEqual(sut.state, State())
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        XCTAssertEqual(sut.state, form)
    }

    func testFailuresAndNoAccountsSaySo() async {
        useCase.statePublisherSubject.send(.init(accounts: .error(.networkUnavailable)))
        XCTAssertEqual(sut.state, State(content: .error("PayRed can't reach the bank. Check your connection and try again.")))
        useCase.statePublisherSubject.send(.init(accounts: .loaded(.init(holderName: "Bob", accounts: []))))
        XCTAssertEqual(sut.state.content, .empty)
    }

    func testShowRequestAsksTheUseCaseWithTheFormAndDrawsTheQRCode() async throws {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        answer(.success(Self.request))
        sut.reduce(.chooseAccount(1))
        sut.reduce(.amountChanged("25.00"))
        sut.reduce(.referenceChanged("Dinner"))

        sut.reduce(.showRequest)

        XCTAssertEqual(useCase.lastMakeRequestForm, .init(accountID: "acc_2", amount: "25.00", reference: "Dinner"))
        guard case .request(let request) = sut.state.content else { return XCTFail("\(sut.state.content)") }
        XCTAssertEqual(request.summary, "25.00 EUR into Savings · DE89 3704 0044 0532 0130 00")
        XCTAssertEqual(request.link, Self.request.link)
        XCTAssertEqual(request.qrCode.rgba.count, request.qrCode.side * request.qrCode.side * 4, "a square picture")
        XCTAssertGreaterThan(request.qrCode.side, 21)
    }

    func testARefusedFormSaysWhatIsWrongAndKeepsTheForm() async {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        answer(.failure(.invalidAmount))
        sut.reduce(.amountChanged("abc"))
        sut.reduce(.showRequest)
        var expected = form
        expected.amount = "abc"
        expected.problem = "Type an amount like 12.50, above zero and at most 999,999,999.99, or leave it empty."
        XCTAssertEqual(sut.state, expected)
    }

    func testCCopiesTheLinkAndEscGoesBackToTheFormThenCloses() async {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        answer(.success(Self.request))
        sut.reduce(.showRequest)
        sut.reduce(.copyLink)
        XCTAssertEqual(copied, [Self.request.link])
        XCTAssertEqual(sut.state.copiedNotice, "Link copied to the clipboard (where the terminal allows it).")

        sut.reduce(.backToForm)
        XCTAssertEqual(sut.state, form)
        await sut.send(.close)
        XCTAssertEqual(coordinator.closeRequestMoneyScreenCallCount, 1)
    }

    func testEscOnAnUntouchedFormLeavesAtOnce() async {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))

        await sut.send(.askToClose)

        XCTAssertEqual(sut.state, form)
        XCTAssertEqual(coordinator.closeRequestMoneyScreenCallCount, 1)
    }

    func testEscAfterTypingAsksFirstKeepEditingKeepsTheFormAndDiscardLeaves() async {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        sut.reduce(.amountChanged("25.00"))

        await sut.send(.askToClose)
        var asking = form
        asking.amount = "25.00"
        asking.isConfirmingDiscard = true
        XCTAssertEqual(sut.state, asking)
        XCTAssertEqual(coordinator.closeRequestMoneyScreenCallCount, 0, "nothing is dropped before the answer")

        await sut.send(.keepEditing)
        asking.isConfirmingDiscard = false
        XCTAssertEqual(sut.state, asking, "the typed amount is kept")

        await sut.send(.askToClose)
        await sut.send(.close)
        XCTAssertEqual(coordinator.closeRequestMoneyScreenCallCount, 1)
    }

    // MARK: - Snapshots

    func testSnapshotLoading() async {
        assertSnapshot(of: host(), as: .terminal, named: "loading")
    }

    func testSnapshotError() async {
        useCase.statePublisherSubject.send(.init(accounts: .error(.sessionExpired)))
        assertSnapshot(of: host(), as: .terminal, named: "error")
    }

    func testSnapshotEmpty() async {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(.init(holderName: "Bob", accounts: []))))
        assertSnapshot(of: host(), as: .terminal, named: "empty")
    }

    func testSnapshotForm() async {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        assertSnapshot(of: host(), as: .terminal, named: "content-form")
    }

    func testSnapshotFormAskingBeforeDiscarding() async {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        sut.reduce(.referenceChanged("Dinner"))
        sut.reduce(.askToClose)
        assertSnapshot(of: host(), as: .terminal, named: "content-form-asking-before-discarding")
    }

    func testSnapshotRequestWithItsQRCode() async {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        answer(.success(Self.request))
        sut.reduce(.showRequest)
        assertSnapshot(of: host(), as: .terminal, named: "content-request")
    }

    func testSnapshotRequestOnAShortTerminalSaysTheCodeNeedsMoreRows() async {
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        answer(.success(Self.request))
        sut.reduce(.showRequest)
        assertSnapshot(of: host(rows: 18), as: .terminal, named: "content-request-short-terminal")
    }
}
