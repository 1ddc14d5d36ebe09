// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import TransactionDetailScreenImpl
import Foundation
import Loadable
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TransactionDetailScreenAPI
import TransactionDetailScreenAPITestDoubles
import TransactionTabUseCaseAPI
import TransactionTabUseCaseAPITestDoubles
import XCTest

private typealias State = TransactionDetailScreenViewModel.State

extension Snapshotting where Value == ViewHost, Format == String {
    /// `.terminal` with `text` (a date in the machine's time zone) replaced by `<date>`, so the
    /// snapshot is the same on every machine.
    fileprivate static func terminal(masking text: String) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { (host: ViewHost) -> String in
            MainActor.assumeIsolated {
                host.render().snapshotText(focusedLabel: host.focusedLabel).replacingOccurrences(of: text, with: "<date>")
            }
        }
    }
}

/// One transaction as text (listed, or fetched for a link), compared whole, and the screen at 80×24
/// in its loading, error, empty (not the user's) and content states, in each language.
@MainActor
final class TransactionDetailScreenViewModelTests: XCTestCase {
    private var useCase: TransactionTabUseCaseStub!
    private var coordinator: TransactionDetailScreenCoordinatorStub!
    private let settings = SettingsUseCaseStub()

    private let transaction = TransactionTabUseCaseNameSpace.Transaction(
        id: "tx_42", accountId: "acc-1", amountMinorUnits: -6_401, currency: "EUR", description: "Train ticket",
        counterpartyName: "Deutsche Bahn", createdAt: Date(timeIntervalSince1970: 1_800_014_400)
    )

    override func setUp() async throws {
        useCase = TransactionTabUseCaseStub()
        coordinator = TransactionDetailScreenCoordinatorStub()
    }

    private func makeSut() -> TransactionDetailScreenViewModel {
        TransactionDetailScreenViewModel(dependencies: .init(coordinator: coordinator, transactionId: "tx_42"), useCase: useCase, settings: settings)
    }

    private func host(_ viewModel: TransactionDetailScreenViewModel) -> ViewHost {
        ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(TransactionDetailScreenView(viewModel: viewModel)) }
    }

    /// Publishes transaction tx_42 as `opened`.
    private func publish(_ opened: Loadable<TransactionTabUseCaseNameSpace.OpenedTransaction, TransactionTabUseCaseNameSpace.Errors>) {
        useCase.statePublisherSubject.send(.init(opened: ["tx_42": opened]))
    }

    func testAnOpenedTransactionIsShownAsText() async {
        let sut = makeSut()
        publish(.loaded(.init(transaction: transaction, accountName: nil)))
        let date = transaction.createdAt.formatted(Date.FormatStyle(date: .long, time: .shortened, locale: Locale(identifier: "en_US_POSIX")))
        XCTAssertEqual(sut.state, State(content: .shown(.init(
            title: "Deutsche Bahn", amount: "-64.01 EUR", date: date, description: "Train ticket",
            counterparty: "Deutsche Bahn", account: "—", reference: "tx_42", isCredit: false
        ))))
    }

    func testLoadOpensTheTransactionThroughTheUseCase() async {
        let sut = makeSut()
        XCTAssertEqual(sut.state, State(content: .loading))
        await sut.send(.load)
        XCTAssertEqual(useCase.openReceivedArguments, ["tx_42"])
    }

    func testTheAccountIsNamedNeverShownByItsId() async {
        let sut = makeSut()
        publish(.loaded(.init(transaction: transaction, accountName: "Main account")))
        XCTAssertEqual(sut.state.detail?.account, "Main account")
        XCTAssertFalse(host(sut).render().plainText.contains("acc-1"))
    }

    func testHiddenBalancesMaskTheAmount() async {
        let sut = makeSut()
        settings.statePublisherSubject.send(.init(hidesBalances: true))
        useCase.statePublisherSubject.send(.init(opened: ["tx_42": .loaded(.init(transaction: transaction, accountName: nil))]))
        XCTAssertEqual(sut.state.detail?.amount, "••••• EUR")
    }

    func testATransactionThatIsNotTheUsersIsSaidSoWithoutRetry() async {
        let sut = makeSut()
        publish(.error(.transactionNotFound))
        XCTAssertEqual(sut.state, State(content: .missing("This transaction is not one of yours, or no longer exists.", canRetry: false)))
    }

    func testOfflineTheScreenOffersRetryWhichOpensItAgain() async {
        let sut = makeSut()
        publish(.error(.networkUnavailable))
        XCTAssertEqual(sut.state, State(content: .missing("PayRed can't reach its server. Check your connection and retry.", canRetry: true)))
        await sut.send(.retry)
        XCTAssertEqual(useCase.openCallCount, 1)
        publish(.loaded(.init(transaction: transaction, accountName: nil)))
        XCTAssertEqual(sut.state.detail?.title, "Deutsche Bahn")
    }

    func testRetryTakesFocusWhenTheFailureComesAfterTheLoadingScreen() async {
        let sut = makeSut()
        let host = host(sut)
        _ = host.render()
        XCTAssertEqual(host.focusedLabel, "Back to transactions", "the only control while loading")
        publish(.error(.networkUnavailable))
        _ = host.render()
        XCTAssertEqual(host.focusedLabel, "Retry")
    }

    func testBackGoesThroughTheCoordinator() async {
        await makeSut().send(.back)
        XCTAssertEqual(coordinator.closeTransactionDetailScreenCallCount, 1)
    }

    func testSnapshotContent() async {
        let sut = makeSut()
        publish(.loaded(.init(transaction: transaction, accountName: "Main account")))
        let text = host(sut).render().plainText
        XCTAssertTrue(text.contains("Deutsche Bahn"))
        XCTAssertTrue(text.contains("-64.01 EUR"))
        XCTAssertTrue(text.contains("Account       Main account"))
        XCTAssertTrue(text.contains("Transaction   tx_42"), "the id, named for what it is")
    }

    func testSnapshotContentWithItsDateMasked() async {
        await forEachLanguage { named in
            let sut = makeSut()
            publish(.loaded(.init(transaction: transaction, accountName: "Main account")))
            assertSnapshot(of: host(sut), as: .terminal(masking: sut.state.detail?.date ?? ""), named: named("content"))
        }
    }

    func testSnapshotLoading() async {
        await forEachLanguage { named in
            assertSnapshot(of: host(makeSut()), as: .terminal, named: named("loading"))
        }
    }

    func testSnapshotError() async {
        await forEachLanguage { named in
            let sut = makeSut()
            publish(.error(.networkUnavailable))
            assertSnapshot(of: host(sut), as: .terminal, named: named("error-offline"))
        }
    }

    func testSnapshotEmpty() async {
        await forEachLanguage { named in
            let sut = makeSut()
            publish(.error(.transactionNotFound))
            assertSnapshot(of: host(sut), as: .terminal, named: named("empty-not-the-users"))
        }
    }
}
