// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

import Resolver
import SUICoordinator
import TerminalUI
import TransactionDetailScreenAPI
import TransactionDetailScreenAPITestDoubles
import TransactionTabCoordinatorImpl
import TransactionTabScreenAPI
import TransactionTabScreenAPITestDoubles
import XCTest

/// The Transactions tab's flow over stubbed screens: the history, a transaction pushed and popped,
/// and one account's history asked for by another tab.
@MainActor
final class TransactionTabCoordinatorImplTests: XCTestCase {
    private var list: TransactionTabScreenStub!
    private var detail: TransactionDetailScreenStub!
    private var sut: TransactionTabCoordinatorImpl!

    override func setUp() async throws {
        list = TransactionTabScreenStub()
        list.screenResult = AnyView(Text("History stub"))
        detail = TransactionDetailScreenStub()
        detail.screenResult = AnyView(Text("Detail stub"))
        Resolver.root = Resolver()
        Resolver.root.register(TransactionTabScreenProtocol.self) { [list] in list! }
        Resolver.root.register(TransactionDetailScreenProtocol.self) { [detail] in detail! }
        sut = TransactionTabCoordinatorImpl()
        await sut.start()
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    private var shownText: String {
        ViewHost(size: TerminalSize(columns: 80, rows: 24)) {
            self.sut.visibleBody as? AnyView ?? AnyView(Text("no screen"))
        }.render().plainText
    }

    func testStartShowsEveryAccountsHistory() async {
        XCTAssertTrue(list.screenReceivedArguments.first?.coordinator === sut)
        XCTAssertNil(list.screenReceivedArguments.first?.accountId)
        XCTAssertTrue(shownText.contains("History stub"))
    }

    func testATransactionIsPushedAndClosingGoesBack() async {
        await sut.showTransactionDetail(transactionId: "t7")
        XCTAssertEqual(detail.screenReceivedArguments.first?.transactionId, "t7")
        XCTAssertTrue(shownText.contains("Detail stub"))

        await sut.closeTransactionDetailScreen()
        XCTAssertTrue(shownText.contains("History stub"))
    }

    func testAnAccountsHistoryReplacesWhateverWasShown() async {
        await sut.showTransactionDetail(transactionId: "t7")

        await sut.showTransactions(accountId: "acc-2")

        XCTAssertEqual(list.screenReceivedArguments.last?.accountId, "acc-2")
        XCTAssertTrue(shownText.contains("History stub"))
        XCTAssertEqual(sut.router.items.count, 0, "nothing of the old stack stays")
    }
}
