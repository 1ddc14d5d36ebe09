// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import TransferScreenImpl
import Reactive
import SettingsUseCaseAPI
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import TransferScreenAPI
import TransferScreenAPITestDoubles
import TransferUseCaseAPI
import TransferUseCaseAPITestDoubles
import XCTest

private typealias State = TransferScreenViewModel.State
private typealias NameSpace = TransferUseCaseNameSpace

/// The transfer form: what the use case publishes as text, every edit forwarded as a whole form,
/// Review only for a valid form; compared whole, and drawn at 80×24 in English and German.
@MainActor
final class TransferScreenViewModelTests: SerialExecutorTestCase {
    private var useCase: TransferUseCaseStub!
    private var coordinator: TransferScreenCoordinatorStub!
    private var sut: TransferScreenViewModel!
    private var settings: SettingsUseCaseStub!
    /// The use case's side: what it published last, changed and sent again.
    private var sender: SnapshotSender!

    private static let main = NameSpace.Account(
        id: "acc-1", name: "Main account", iban: "DE89370400440532013000", balance: .init(minorUnits: 123_456, currency: "EUR")
    )
    private static let choices = NameSpace.LoadResult(
        accounts: [main, .init(id: "acc-2", name: "Savings", iban: "DE02120300000000202051", balance: .init(minorUnits: 1_000_000, currency: "EUR"))],
        payees: [
            .init(id: "pay-1", name: "Maria Schmidt", iban: "DE44500105175407324931"),
            .init(id: "pay-2", name: "Jonas Weber", iban: "DE49120300001005332277"),
        ]
    )
    /// A transfer to Jonas, as a favourite starts it.
    private static let toJonas = NameSpace.Form(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"))

    /// The form `toJonas` as the view shows it.
    private static let toJonasState = State(
        content: .form,
        accounts: [
            .init(id: "acc-1", text: "Main account · 1,234.56 EUR · DE89 3704 0044 0532 0130 00", isChosen: true),
            .init(id: "acc-2", text: "Savings · 10,000.00 EUR · DE02 1203 0000 0000 2020 51", isChosen: false),
        ],
        payees: [
            .init(id: "pay-1", text: "Maria Schmidt · DE44 5001 0517 5407 3249 31", isChosen: false),
            .init(id: "pay-2", text: "Jonas Weber · DE49 1203 0000 1005 3322 77", isChosen: true),
        ],
        currency: "EUR"
    )

    override func setUp() async throws {
        setUpScenario()
    }

    /// New stubs, the use case's side and a view model over them: where each test starts, and each
    /// language of a snapshot test.
    private func setUpScenario() {
        useCase = TransferUseCaseStub()
        settings = SettingsUseCaseStub()
        // The use case publishes every form it is given back, in its snapshot.
        let sender = SnapshotSender(useCase)
        self.sender = sender
        useCase.onUpdateForm = { form in
            MainActor.assumeIsolated { sender.publish { $0.form = form } }
        }
        coordinator = TransferScreenCoordinatorStub()
        sut = TransferScreenViewModel(dependencies: .init(coordinator: coordinator, useCase: useCase, payeeId: "pay-2"), settings: settings)
    }

    private func makeHost(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> ViewHost {
        let viewModel: TransferScreenViewModel = sut
        return ViewHost(size: size) { AnyView(TransferScreenView(viewModel: viewModel)) }
    }

    /// Changes the snapshot as the use case would, and publishes it.
    private func publish(_ change: (inout NameSpace.Snapshot) -> Void) {
        sender.publish(change)
    }

    /// Publishes the loaded choices, `form`, its validity and whether it is valid, as the use case does.
    private func publish(_ form: NameSpace.Form, validity: NameSpace.FormValidity = .init(amount: .required), isValid: Bool = false) {
        publish {
            $0.load = .loaded(Self.choices)
            $0.form = form
            $0.validity = validity
            $0.isFormValid = isValid
        }
    }

    // MARK: - State

    func testStartsLoading() async {
        XCTAssertEqual(sut.state, State(content: .loading))
    }

    func testAppearingStartsANewFormToThePayeeAndLoads() async {
        await sut.send(.appear)

        XCTAssertEqual(useCase.beginReceivedArguments, ["pay-2"])
        XCTAssertEqual(useCase.loadCallCount, 1)
    }

    /// A view model opened from a payment request, over a use case that finds the form `valid` or not.
    private func requested(valid: Bool) -> TransferScreenViewModel {
        let request = TransferScreenDependencies.PaymentRequest(iban: "DE35 1001 0123 6114 8859 28", amount: "25.00", reference: "Dinner")
        let choices = Self.choices
        let sender: SnapshotSender = sender
        useCase.onLoad = {
            await sender.publish { $0.load = .loaded(choices) }
        }
        useCase.onUpdateForm = { form in
            MainActor.assumeIsolated {
                sender.publish {
                    $0.form = form
                    $0.isFormValid = valid
                }
            }
        }
        return TransferScreenViewModel(dependencies: .init(coordinator: coordinator, useCase: useCase, request: request), settings: settings)
    }

    func testAPaymentRequestFillsTheFormAsIfTypedAndStopsAtTheReview() async {
        let sut = requested(valid: true)
        publish { $0.form = NameSpace.Form(sourceAccountId: "acc-1") }

        await sut.send(.appear)

        XCTAssertEqual(useCase.beginReceivedArguments, [nil])
        XCTAssertEqual(
            useCase.updateFormReceivedArguments.last,
            NameSpace.Form(sourceAccountId: "acc-1", destination: .iban("DE35 1001 0123 6114 8859 28"), amountText: "25.00", description: "Dinner")
        )
        _ = await waitUntil { coordinator.showTransferReviewScreenCallCount > 0 }
        XCTAssertEqual(coordinator.showTransferReviewScreenCallCount, 1, "at the review; nothing is sent before Confirm")
        XCTAssertFalse(useCase.confirmCalled)
    }

    func testAPaymentRequestOverATypedTransferAsksThenReplaceFillsTheNewFormNotTheOldOne() async {
        let sut = requested(valid: true)
        // The tab was visited before: the shared use case is loaded and holds an earlier form.
        publish(NameSpace.Form(sourceAccountId: "acc-1", amountText: "9.99"), isValid: true)
        await settle()
        XCTAssertEqual(useCase.updateFormCallCount, 0, "nothing filled in before the screen begins its form")
        XCTAssertEqual(coordinator.showTransferReviewScreenCallCount, 0)

        await sut.send(.appear)
        XCTAssertTrue(sut.state.isConfirmingReplace, "what was typed is not replaced without asking")
        XCTAssertEqual(sut.state.amount, "9.99")
        XCTAssertEqual(useCase.beginCallCount, 0)

        sut.reduce(.keepTyped)  // the question closes first, as the alert does, then its button acts
        await sut.send(.replace)

        XCTAssertFalse(sut.state.isConfirmingReplace)
        XCTAssertEqual(useCase.beginReceivedArguments, [nil])
        XCTAssertEqual(useCase.updateFormReceivedArguments.last?.destination, .iban("DE35 1001 0123 6114 8859 28"))
        XCTAssertEqual(useCase.updateFormReceivedArguments.last?.amountText, "25.00")
        _ = await waitUntil { coordinator.showTransferReviewScreenCallCount > 0 }
        XCTAssertEqual(coordinator.showTransferReviewScreenCallCount, 1)
    }

    func testKeepingTheTypedTransferDropsTheLinkAndLeavesTheFormAsItWas() async {
        let sut = requested(valid: true)
        let typed = NameSpace.Form(sourceAccountId: "acc-1", destination: .iban("DE44500105175407324931"), amountText: "9.99")
        publish(typed, isValid: true)
        await sut.send(.appear)
        XCTAssertTrue(sut.state.isConfirmingReplace)

        sut.reduce(.keepTyped)
        settings.statePublisherSubject.send(.init(hidesBalances: true))
        await settle()

        XCTAssertFalse(sut.state.isConfirmingReplace)
        XCTAssertEqual(useCase.beginCallCount, 0)
        XCTAssertEqual(useCase.updateFormCallCount, 0, "the link fills in nothing")
        XCTAssertEqual(sut.state.iban, "DE44500105175407324931")
        XCTAssertEqual(coordinator.showTransferReviewScreenCallCount, 0)
    }

    func testAFavouriteOverAnUntouchedFormStartsAtOnce() async {
        publish(NameSpace.Form(sourceAccountId: "acc-1"))

        await sut.send(.appear)

        XCTAssertFalse(sut.state.isConfirmingReplace)
        XCTAssertEqual(useCase.beginReceivedArguments, ["pay-2"])
    }

    func testAPaymentRequestNamesItsPayeeUntilAnotherIBANIsTyped() async {
        let request = TransferScreenDependencies.PaymentRequest(iban: "DE35100101236114885928", name: "Bea", amount: "25.00", reference: "Dinner")
        let sut = TransferScreenViewModel(dependencies: .init(coordinator: coordinator, useCase: useCase, request: request), settings: settings)
        publish(NameSpace.Form(sourceAccountId: "acc-1"))

        await sut.send(.appear)
        XCTAssertEqual(useCase.updateFormReceivedArguments.last?.recipientName, "Bea")

        sut.reduce(.ibanChanged("DE44500105175407324931"))
        XCTAssertNil(useCase.updateFormReceivedArguments.last?.recipientName, "the name belonged to the link's IBAN")
    }

    func testAPaymentRequestThatBreaksARuleStaysOnTheForm() async {
        let sut = requested(valid: false)
        publish { $0.form = NameSpace.Form(sourceAccountId: "acc-1") }

        await sut.send(.appear)
        await settle()

        XCTAssertEqual(useCase.updateFormCallCount, 1)
        XCTAssertEqual(coordinator.showTransferReviewScreenCallCount, 0)
        XCTAssertEqual(sut.state.content, .form)
    }

    func testTheRequestWaitsForTheAccountsAndAnEditEndsTheWayToTheReview() async {
        let sut = requested(valid: false)
        await sut.send(.appear)
        XCTAssertEqual(useCase.updateFormCallCount, 0, "no account chosen yet: nothing filled in")

        publish { $0.form = NameSpace.Form(sourceAccountId: "acc-1") }
        XCTAssertEqual(useCase.updateFormCallCount, 1, "filled in once the first account is chosen")
        sut.reduce(.amountChanged("30"))
        publish { $0.isFormValid = true }
        await settle()
        XCTAssertEqual(coordinator.showTransferReviewScreenCallCount, 0, "once the user edits, Review is theirs to press")
    }

    func testShowsEachStateOfTheLoad() async {
        publish { $0.load = .loading }
        XCTAssertEqual(sut.state, State(content: .loading))

        publish { $0.load = .error(.networkUnavailable) }
        XCTAssertEqual(sut.state, State(content: .error("PayRed can't reach its server. Check your connection and retry.")))

        publish { $0.load = .error(.unavailable) }
        XCTAssertEqual(sut.state, State(content: .error("Your accounts and payees could not be loaded. Please retry.")))

        publish { $0.load = .loaded(.init(accounts: [], payees: Self.choices.payees)) }
        XCTAssertEqual(sut.state, State(content: .empty))
    }

    func testShowsTheFormWithTheChosenAccountAndPayee() async {
        publish(Self.toJonas)

        XCTAssertEqual(sut.state, Self.toJonasState)
    }

    func testEachFieldSaysWhatIsWrongWithIt() async {
        publish(
            .init(sourceAccountId: "acc-1", destination: .iban("DE00 1234"), amountText: "2000", description: "Rent"),
            validity: .init(
                source: .unknownAccount,
                destination: .invalidIban,
                amount: .exceedsBalance(available: Self.main.balance),
                description: .tooLong(maximum: 140)
            )
        )

        var expected = Self.toJonasState
        expected.payees[1].isChosen = false
        expected.isNewIban = true
        expected.iban = "DE00 1234"
        expected.amount = "2000"
        expected.description = "Rent"
        expected.sourceMessage = "This account is no longer available. Choose another."
        expected.destinationMessage = "This is not a valid IBAN. Check its letters and digits."
        expected.amountMessage = "More than the 1,234.56 EUR available."
        expected.descriptionMessage = "At most 140 characters."
        XCTAssertEqual(sut.state, expected)
    }

    func testHiddenBalancesMaskTheAccountsAndTheAmountAvailable() async {
        settings.statePublisherSubject.send(.init(hidesBalances: true))
        publish(
            .init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "2000", description: ""),
            validity: .init(amount: .exceedsBalance(available: Self.main.balance))
        )

        XCTAssertTrue(sut.state.accounts.allSatisfy { $0.text.contains(" · ••••• EUR · ") }, "\(sut.state.accounts)")
        XCTAssertEqual(sut.state.amountMessage, "More than the ••••• EUR available.")
    }

    func testAValidFormCanBeReviewed() async {
        publish(.init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "12.50"), validity: .init(), isValid: true)

        var expected = Self.toJonasState
        expected.amount = "12.50"
        expected.canReview = true
        XCTAssertEqual(sut.state, expected)
    }

    func testEveryEditIsShownAtOnceAndForwardedAsAWholeForm() async {
        publish(NameSpace.Form(sourceAccountId: "acc-1"))

        sut.reduce(.amountChanged("12,5"))
        XCTAssertEqual(sut.state.amount, "12,5")
        sut.reduce(.chooseDestination(0))
        sut.reduce(.chooseDestination(2))
        sut.reduce(.ibanChanged("DE89 3704"))
        sut.reduce(.chooseDestination(1))
        sut.reduce(.chooseDestination(2))
        sut.reduce(.chooseAccount(1))
        sut.reduce(.descriptionChanged("Dinner"))
        sut.reduce(.chooseAccount(7))

        XCTAssertEqual(useCase.updateFormReceivedArguments, [
            .init(sourceAccountId: "acc-1", amountText: "12,5"),
            .init(sourceAccountId: "acc-1", destination: .payee(id: "pay-1"), amountText: "12,5"),
            .init(sourceAccountId: "acc-1", destination: .iban(""), amountText: "12,5"),
            .init(sourceAccountId: "acc-1", destination: .iban("DE89 3704"), amountText: "12,5"),
            .init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "12,5"),
            .init(sourceAccountId: "acc-1", destination: .iban("DE89 3704"), amountText: "12,5"),
            .init(sourceAccountId: "acc-2", destination: .iban("DE89 3704"), amountText: "12,5"),
            .init(sourceAccountId: "acc-2", destination: .iban("DE89 3704"), amountText: "12,5", description: "Dinner"),
        ], "an account that is not listed is not chosen")
        XCTAssertEqual(sut.state.iban, "DE89 3704")
        XCTAssertTrue(sut.state.isNewIban)
    }

    func testReviewOpensOnlyForAValidForm() async {
        publish(Self.toJonas)
        await sut.send(.review)
        XCTAssertEqual(coordinator.showTransferReviewScreenCallCount, 0)

        publish { $0.isFormValid = true }
        await sut.send(.review)
        XCTAssertEqual(coordinator.showTransferReviewScreenCallCount, 1)
    }

    func testRetryLoadsAgainAndEscClearsTheForm() async {
        await sut.send(.retry)
        await sut.send(.clear)

        XCTAssertEqual(useCase.loadCallCount, 1)
        XCTAssertEqual(useCase.beginReceivedArguments, [nil], "Esc starts an empty form")
    }

    // MARK: - Snapshots

    func testEscAsksBeforeDiscardingWhatWasTyped() async {
        publish(.init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "12.50", description: "Dinner"))

        await sut.send(.askToClear)
        XCTAssertTrue(sut.state.isConfirmingClear)
        XCTAssertEqual(useCase.beginReceivedArguments, [])

        await sut.send(.cancelClear)
        XCTAssertFalse(sut.state.isConfirmingClear)
        XCTAssertEqual(useCase.beginReceivedArguments, [])

        await sut.send(.askToClear)
        await sut.send(.clear)
        XCTAssertFalse(sut.state.isConfirmingClear)
        XCTAssertEqual(useCase.beginReceivedArguments, [nil])
    }

    func testEscClearsAnUntouchedFormAtOnce() async {
        publish(.init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "", description: ""))

        await sut.send(.askToClear)

        XCTAssertFalse(sut.state.isConfirmingClear)
        XCTAssertEqual(useCase.beginReceivedArguments, [nil])
    }

    func testSnapshotDiscardQuestion() async {
        await forEachLanguage { named in
            setUpScenario()
            publish(.init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "12.50", description: "Dinner"))
            await sut.send(.askToClear)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-discard-question"))
        }
    }

    func testSnapshotReplaceQuestionOpensOnKeepMine() async {
        await forEachLanguage { named in
            setUpScenario()
            // The favourite to Jonas arrives over a transfer to Maria being typed.
            publish(.init(sourceAccountId: "acc-1", destination: .payee(id: "pay-1"), amountText: "12.50", description: "Dinner"))
            await sut.send(.appear)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-replace-question"))
        }
    }

    func testSnapshotLoading() async {
        await forEachLanguage { named in
            setUpScenario()
            publish { $0.load = .loading }
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-accounts-and-payees"))
        }
    }

    func testSnapshotError() async {
        await forEachLanguage { named in
            setUpScenario()
            publish { $0.load = .error(.networkUnavailable) }
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-network-unavailable-with-retry"))
        }
    }

    func testSnapshotEmpty() async {
        await forEachLanguage { named in
            setUpScenario()
            publish { $0.load = .loaded(.init()) }
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-no-account"))
        }
    }

    func testSnapshotContentToAPayee() async {
        await forEachLanguage { named in
            setUpScenario()
            publish(.init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "12.50", description: "Dinner"), validity: .init(), isValid: true)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-valid-transfer-to-a-payee"))
        }
    }

    func testSnapshotContentOnATallTerminalListsEveryRecipient() async {
        await forEachLanguage { named in
            setUpScenario()
            publish(.init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "12.50", description: "Dinner"), validity: .init(), isValid: true)
            assertSnapshot(of: makeHost(size: TerminalSize(columns: 100, rows: 32)), as: .terminal, named: named("content-100x32"))
        }
    }

    func testEveryRecipientAndReviewFitAt80x24AndReviewStaysAt60x20() async {
        let payees = ["Maria Schmidt", "Jonas Weber", "Sophie Martin", "Daan de Vries"].enumerated().map { index, name in
            NameSpace.Payee(id: "pay-\(index + 1)", name: name, iban: "DE44500105175407324931")
        }
        publish {
            $0.load = .loaded(.init(accounts: Self.choices.accounts, payees: payees))
            $0.form = .init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "12.50")
            $0.validity = .init()
            $0.isFormValid = true
        }
        let standard = makeHost().render().plainText
        XCTAssertTrue(standard.contains("New IBAN") && standard.contains("[ Review ]"), standard)
        let small = makeHost(size: TerminalSize(columns: 60, rows: 20)).render().plainText
        XCTAssertTrue(small.contains("[ Review ]") && small.contains("Amount (EUR)"), small)
    }

    func testFocusStartsOnTheFirstFieldWithAProblemAsWhenALinkFilledTheForm() async {
        let host = makeHost()
        publish(.init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "2000"), validity: .init(amount: .exceedsBalance(available: Self.main.balance)))
        XCTAssertEqual(host.focusedLabel, "e.g. 12.50", "the amount a link asked for is over the balance")

        let fresh = makeHost()
        publish(.init(sourceAccountId: "acc-1", destination: .payee(id: "pay-2"), amountText: "12.50"), validity: .init(), isValid: true)
        XCTAssertEqual(fresh.focusedLabel, "From", "without a problem focus starts on From")
    }

    func testSnapshotContentToANewIBANWithProblems() async {
        await forEachLanguage { named in
            setUpScenario()
            publish(
                .init(sourceAccountId: "acc-1", destination: .iban("DE00 1234"), amountText: "12.345"),
                validity: .init(destination: .invalidIban, amount: .invalidAmount)
            )
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-new-iban-with-problems"))
        }
    }
}

/// The use case's side of the stub: the snapshot it published last, changed and sent again, as
/// the use case publishes every change (and every form it is given) back.
@MainActor
private final class SnapshotSender {
    private var snapshot = NameSpace.Snapshot()
    private let subject: PassthroughSubject<NameSpace.Snapshot, Never>

    init(_ useCase: TransferUseCaseStub) {
        subject = useCase.statePublisherSubject
    }

    func publish(_ change: (inout NameSpace.Snapshot) -> Void) {
        change(&snapshot)
        subject.send(snapshot)
    }
}
