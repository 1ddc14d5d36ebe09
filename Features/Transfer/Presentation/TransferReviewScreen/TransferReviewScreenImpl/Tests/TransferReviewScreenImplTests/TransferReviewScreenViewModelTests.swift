// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import TransferReviewScreenImpl
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TransferReviewScreenAPI
import TransferReviewScreenAPITestDoubles
import TransferUseCaseAPI
import TransferUseCaseAPITestDoubles
import XCTest

private typealias State = TransferReviewScreenViewModel.State
private typealias NameSpace = TransferUseCaseNameSpace

/// The review: the published transfer as text, Confirm and Retry through the use case, Edit, Done
/// and Esc through the coordinator; compared whole, and drawn at 80×24 in English and German.
@MainActor
final class TransferReviewScreenViewModelTests: XCTestCase {
    private var useCase: TransferUseCaseStub!
    private var coordinator: TransferReviewScreenCoordinatorStub!
    private var sut: TransferReviewScreenViewModel!
    private var settings: SettingsUseCaseStub!
    /// What the use case published last; `publish` changes and sends it.
    private var snapshot = NameSpace.Snapshot()

    private static let main = NameSpace.Account(
        id: "acc-1", name: "Main account", iban: "DE89370400440532013000", balance: .init(minorUnits: 123_456, currency: "EUR")
    )
    private static let review = NameSpace.Review(
        from: main, to: .init(name: "Maria Schmidt", iban: "DE44500105175407324931"), amount: .init(minorUnits: 1_250, currency: "EUR"), description: "Dinner"
    )
    private static let summary = State.Summary(
        from: "Main account · DE89 3704 0044 0532 0130 00",
        to: "Maria Schmidt",
        iban: "DE44 5001 0517 5407 3249 31",
        amount: "12.50 EUR",
        description: "Dinner"
    )
    private static let result = NameSpace.TransferResult(
        transferId: "trf_7Q2M9X", amount: review.amount, from: main, recipient: review.to, description: "Dinner",
        balanceAfter: .init(minorUnits: 122_206, currency: "EUR")
    )

    override func setUp() async throws {
        setUpScenario()
    }

    /// New stubs, nothing published yet and a view model over them: where each test starts, and
    /// each language of a snapshot test.
    private func setUpScenario() {
        snapshot = NameSpace.Snapshot()
        useCase = TransferUseCaseStub()
        coordinator = TransferReviewScreenCoordinatorStub()
        settings = SettingsUseCaseStub()
        sut = TransferReviewScreenViewModel(dependencies: .init(coordinator: coordinator, useCase: useCase), settings: settings)
    }

    /// Changes the snapshot as the use case would, and publishes it.
    private func publish(_ change: (inout NameSpace.Snapshot) -> Void) {
        change(&snapshot)
        useCase.statePublisherSubject.send(snapshot)
    }

    private func makeHost() -> ViewHost {
        let viewModel: TransferReviewScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(TransferReviewScreenView(viewModel: viewModel)) }
    }

    // MARK: - State

    func testStartsWithNothingToReview() async {
        XCTAssertEqual(sut.state, State(phase: .nothingToReview))
    }

    func testTheMoneyRefusalsEachSayWhatHappenedAndWhatToDo() async {
        let cases: [(TransferUseCaseNameSpace.Errors, String)] = [
            (.insufficientFunds, "The account's balance is too low for this transfer. Nothing was sent."),
            (.payeeNotFound, "This payee is no longer saved. Edit the transfer to choose another."),
            (.sourceFrozen, "This account is frozen, so no money can leave it. Nothing was sent. Edit the transfer to send from another account."),
        ]
        for (error, text) in cases {
            publish { $0.transfer = .failed(Self.review, error) }
            XCTAssertEqual(sut.state, State(phase: .failed(text), summary: Self.summary))
        }
    }

    func testShowsEachStateOfTheTransfer() async {
        publish { $0.transfer = .ready(Self.review) }
        XCTAssertEqual(sut.state, State(phase: .review, summary: Self.summary))

        publish { $0.transfer = .sending(Self.review) }
        XCTAssertEqual(sut.state, State(phase: .sending, summary: Self.summary))

        publish { $0.transfer = .failed(Self.review, .insufficientFunds) }
        XCTAssertEqual(sut.state, State(phase: .failed("The account's balance is too low for this transfer. Nothing was sent."), summary: Self.summary))

        publish { $0.transfer = .sent(Self.result) }
        XCTAssertEqual(sut.state, State(phase: .sent(.init(
            amount: "12.50 EUR",
            recipient: "Maria Schmidt · DE44 5001 0517 5407 3249 31",
            reference: "trf_7Q2M9X",
            balance: "Main account now holds 1,222.06 EUR."
        ))))

        publish { $0.transfer = .editing }
        XCTAssertEqual(sut.state, State(phase: .nothingToReview))
    }

    func testHiddenBalancesShowTheAmountBeingConfirmedAndMaskTheBalanceAfter() async {
        settings.statePublisherSubject.send(.init(hidesBalances: true))
        publish { $0.transfer = .ready(Self.review) }
        XCTAssertEqual(sut.state.summary?.amount, "12.50 EUR", "a person confirms only what they can see")

        publish { $0.transfer = .sent(Self.result) }
        guard case .sent(let receipt) = sut.state.phase else { return XCTFail("not sent") }
        XCTAssertEqual(receipt.amount, "12.50 EUR")
        XCTAssertEqual(receipt.balance, "Main account now holds ••••• EUR.")

        settings.statePublisherSubject.send(.init(hidesBalances: false))
        guard case .sent(let shown) = sut.state.phase else { return XCTFail("not sent") }
        XCTAssertEqual(shown.balance, "Main account now holds 1,222.06 EUR.")
    }

    func testAnUnsavedIBANWithoutDescriptionAndAnUnreadBalance() async {
        let review = NameSpace.Review(from: Self.main, to: .init(name: nil, iban: "GB82WEST12345698765432"), amount: Self.review.amount, description: "")
        publish { $0.transfer = .ready(review) }
        XCTAssertEqual(sut.state.summary, .init(
            from: Self.summary.from, to: "New recipient", iban: "GB82 WEST 1234 5698 7654 32", amount: "12.50 EUR", description: "—"
        ))

        let result = NameSpace.TransferResult(
            transferId: "trf-2", amount: review.amount, from: Self.main, recipient: review.to, description: "", balanceAfter: nil
        )
        publish { $0.transfer = .sent(result) }
        XCTAssertEqual(sut.state.phase, .sent(.init(amount: "12.50 EUR", recipient: "GB82 WEST 1234 5698 7654 32", reference: "trf-2", balance: nil)))
    }

    func testAFailureThatMayHaveMovedTheMoneyOffersASafeRetry() async {
        publish { $0.transfer = .failed(Self.review, .networkUnavailable) }

        XCTAssertEqual(sut.state.phase, .failed(
            "PayRed couldn't reach its server, so the transfer may not have been made. Retry: it is sent only once."
        ))
    }

    func testConfirmAndRetrySendThroughTheUseCase() async {
        useCase.onConfirm = {}
        publish { $0.transfer = .ready(Self.review) }
        await sut.send(.confirm)

        publish { $0.transfer = .failed(Self.review, .networkUnavailable) }
        await sut.send(.confirm)

        XCTAssertEqual(useCase.confirmCallCount, 2, "Retry is confirm again: the use case keeps the key")
    }

    func testNothingIsSentWhileSendingOrOnceSentOrWithNothingToReview() async {
        await sut.send(.confirm)
        publish { $0.transfer = .sending(Self.review) }
        await sut.send(.confirm)
        publish { $0.transfer = .sent(Self.result) }
        await sut.send(.confirm)

        XCTAssertFalse(useCase.confirmCalled)
    }

    func testEditAndEscGoBackToTheForm() async {
        publish { $0.transfer = .failed(Self.review, .insufficientFunds) }
        await sut.send(.edit)
        await sut.send(.back)

        XCTAssertEqual(coordinator.closeTransferReviewScreenCallCount, 2)
        XCTAssertFalse(coordinator.finishTransferCalled)
    }

    func testEscWaitsWhileSending() async {
        publish { $0.transfer = .sending(Self.review) }
        await sut.send(.back)

        XCTAssertFalse(coordinator.closeTransferReviewScreenCalled)
        XCTAssertFalse(coordinator.finishTransferCalled)
    }

    func testDoneAndEscAfterTheTransferStartANewOne() async {
        publish { $0.transfer = .sent(Self.result) }
        await sut.send(.done)
        await sut.send(.back)

        XCTAssertEqual(coordinator.finishTransferCallCount, 2)
        XCTAssertFalse(coordinator.closeTransferReviewScreenCalled)
    }

    // MARK: - Snapshots

    func testSnapshotEmpty() async {
        await forEachLanguage { named in
            setUpScenario()
            publish { $0.transfer = .editing }
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-nothing-to-review"))
        }
    }

    func testSnapshotContent() async {
        await forEachLanguage { named in
            setUpScenario()
            publish { $0.transfer = .ready(Self.review) }
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-review-before-confirm"))
        }
    }

    func testSnapshotLoadingWhileSending() async {
        await forEachLanguage { named in
            setUpScenario()
            publish { $0.transfer = .sending(Self.review) }
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-sending"))
        }
    }

    func testSnapshotErrorWithRetry() async {
        await forEachLanguage { named in
            setUpScenario()
            publish { $0.transfer = .failed(Self.review, .networkUnavailable) }
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-network-with-retry-and-edit"))
        }
    }

    func testSnapshotSent() async {
        await forEachLanguage { named in
            setUpScenario()
            publish { $0.transfer = .sent(Self.result) }
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-sent-result"))
        }
    }
}
