// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import TransactionDetailScreenImpl
import Foundation
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TransactionDetailScreenAPI
import TransactionDetailScreenAPITestDoubles
import TransactionTabUseCaseAPI
import TransactionTabUseCaseAPITestDoubles
import XCTest

private typealias State = TransactionDetailScreenViewModel.State

/// One transaction as text (listed, or fetched for a link), compared whole, and the screen at 80×24
/// in its loading, error, empty (not the user's) and content states.
@MainActor
final class TransactionDetailScreenViewModelTests: XCTestCase {
    private var useCase: TransactionTabUseCaseStub!
    private var coordinator: TransactionDetailScreenCoordinatorStub!

    private let transaction = TransactionTabUseCaseNameSpace.Transaction(
        id: "tx_42", accountId: "acc-1", amountMinorUnits: -6_401, currency: "EUR", description: "Train ticket",
        counterpartyName: "Deutsche Bahn", createdAt: Date(timeIntervalSince1970: 1_800_014_400)
    )

    override func setUp() async throws {
        useCase = TransactionTabUseCaseStub()
        coordinator = TransactionDetailScreenCoordinatorStub()
    }

    private func makeSut() -> TransactionDetailScreenViewModel {
        TransactionDetailScreenViewModel(dependencies: .init(coordinator: coordinator, transactionId: "tx_42"), useCase: useCase)
    }

    private func host(_ viewModel: TransactionDetailScreenViewModel) -> ViewHost {
        ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(TransactionDetailScreenView(viewModel: viewModel)) }
    }

    func testTheListedTransactionIsShownAsText() async {
        useCase.onTransaction = { [transaction] id in id == "tx_42" ? transaction : nil }
        let date = transaction.createdAt.formatted(Date.FormatStyle(date: .long, time: .shortened, locale: Locale(identifier: "en_US_POSIX")))
        XCTAssertEqual(makeSut().state, State(content: .shown(.init(
            title: "Deutsche Bahn", amount: "-64.01 EUR", date: date, description: "Train ticket",
            counterparty: "Deutsche Bahn", account: "—", reference: "tx_42", isCredit: false
        ))))
        XCTAssertFalse(useCase.fetchTransactionCalled, "a listed transaction is not fetched again")
    }

    func testTheAccountIsNamedNeverShownByItsId() async {
        useCase.onTransaction = { [transaction] _ in transaction }
        useCase.accountNameResult = "Main account"
        let sut = makeSut()
        await sut.send(.load)
        XCTAssertEqual(useCase.accountNameReceivedArguments, ["acc-1"])
        XCTAssertEqual(sut.state.detail?.account, "Main account")
        XCTAssertFalse(host(sut).render().plainText.contains("acc-1"))
    }

    func testATransactionNotListedIsFetchedByItsId() async {
        useCase.fetchTransactionResult = .success(transaction)
        useCase.accountNameResult = "Main account"
        let sut = makeSut()
        XCTAssertEqual(sut.state, State(content: .loading))
        await sut.send(.load)
        XCTAssertEqual(useCase.fetchTransactionReceivedArguments, ["tx_42"])
        XCTAssertEqual(sut.state.detail?.reference, "tx_42")
        XCTAssertEqual(sut.state.detail?.account, "Main account")
    }

    func testATransactionThatIsNotTheUsersIsSaidSoWithoutRetry() async {
        useCase.fetchTransactionResult = .failure(TransactionTabUseCaseNameSpace.Errors.transactionNotFound)
        let sut = makeSut()
        await sut.send(.load)
        XCTAssertEqual(sut.state, State(content: .missing("This transaction is not one of yours, or no longer exists.", canRetry: false)))
    }

    func testOfflineTheScreenOffersRetryWhichLoadsIt() async {
        useCase.fetchTransactionResult = .failure(TransactionTabUseCaseNameSpace.Errors.networkUnavailable)
        let sut = makeSut()
        await sut.send(.load)
        XCTAssertEqual(sut.state, State(content: .missing("PayRed can't reach its server. Check your connection and retry.", canRetry: true)))
        useCase.fetchTransactionResult = .success(transaction)
        await sut.send(.retry)
        XCTAssertEqual(sut.state.detail?.title, "Deutsche Bahn")
    }

    func testRetryTakesFocusWhenTheFailureComesAfterTheLoadingScreen() async {
        useCase.fetchTransactionResult = .failure(TransactionTabUseCaseNameSpace.Errors.networkUnavailable)
        let sut = makeSut()
        let host = host(sut)
        _ = host.render()
        XCTAssertEqual(host.focusedLabel, "Back to transactions", "the only control while loading")
        await sut.send(.load)
        _ = host.render()
        XCTAssertEqual(host.focusedLabel, "Retry")
    }

    func testBackGoesThroughTheCoordinator() async {
        await makeSut().send(.back)
        XCTAssertEqual(coordinator.closeTransactionDetailScreenCallCount, 1)
    }

    func testSnapshotContent() async {
        useCase.onTransaction = { [transaction] _ in transaction }
        useCase.accountNameResult = "Main account"
        let sut = makeSut()
        await sut.send(.load)
        let text = host(sut).render().plainText
        XCTAssertTrue(text.contains("Deutsche Bahn"))
        XCTAssertTrue(text.contains("-64.01 EUR"))
        XCTAssertTrue(text.contains("Account       Main account"))
        XCTAssertTrue(text.contains("Reference     tx_42"))
    }

    func testSnapshotLoading() async {
        assertSnapshot(of: host(makeSut()), as: .terminal, named: "loading")
    }

    func testSnapshotError() async {
        useCase.fetchTransactionResult = .failure(TransactionTabUseCaseNameSpace.Errors.networkUnavailable)
        let sut = makeSut()
        await sut.send(.load)
        assertSnapshot(of: host(sut), as: .terminal, named: "error-offline")
    }

    func testSnapshotEmpty() async {
        useCase.fetchTransactionResult = .failure(TransactionTabUseCaseNameSpace.Errors.transactionNotFound)
        let sut = makeSut()
        await sut.send(.load)
        assertSnapshot(of: host(sut), as: .terminal, named: "empty-not-the-users")
    }
}
