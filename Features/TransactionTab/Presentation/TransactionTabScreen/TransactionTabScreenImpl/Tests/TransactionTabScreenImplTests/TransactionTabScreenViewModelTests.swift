// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import TransactionTabScreenImpl
import Foundation
import Localization
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TransactionTabScreenAPI
import TransactionTabScreenAPITestDoubles
import TransactionTabUseCaseAPI
import TransactionTabUseCaseAPITestDoubles
import XCTest

private typealias State = TransactionTabScreenViewModel.State
private typealias NameSpace = TransactionTabUseCaseNameSpace
private typealias Snapshot = TransactionTabUseCaseNameSpace.Snapshot

/// The view model's state for each published pagination state, compared whole; its actions; and
/// the screen at 80×24 in its loading, error, empty, content, offline and failed-page states, in each language.
@MainActor
final class TransactionTabScreenViewModelTests: XCTestCase {
    private var useCase: TransactionTabUseCaseStub!
    private var coordinator: TransactionTabScreenCoordinatorStub!
    private var sut: TransactionTabScreenViewModel!
    private let settings = SettingsUseCaseStub()

    /// Noon UTC on 2027-01-15, so the day reads the same in any time zone within ±11 h.
    private static let noon = Date(timeIntervalSince1970: 1_800_014_400)

    private static func transactions(_ count: Int) -> [NameSpace.Transaction] {
        (1...max(1, count)).prefix(count).map { number in
            .init(id: "t\(number)", accountId: "acc-1", amountMinorUnits: number.isMultiple(of: 3) ? 250_000 : Int64(-number * 137), currency: "EUR",
                  description: number.isMultiple(of: 3) ? "Salary" : "Purchase \(number)", counterpartyName: number.isMultiple(of: 3) ? "Acme Ltd" : "Corner Shop",
                  createdAt: noon.addingTimeInterval(Double(-number * 86_400)))
        }
    }

    override func setUp() async throws {
        useCase = TransactionTabUseCaseStub()
        coordinator = TransactionTabScreenCoordinatorStub()
        sut = makeViewModel()
    }

    private func makeViewModel(accountId: String? = nil) -> TransactionTabScreenViewModel {
        TransactionTabScreenViewModel(dependencies: .init(coordinator: coordinator, accountId: accountId), useCase: useCase, settings: settings)
    }

    private func makeHost(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> ViewHost {
        let viewModel: TransactionTabScreenViewModel = sut
        return ViewHost(size: size) { AnyView(TransactionTabScreenView(viewModel: viewModel)) }
    }

    private func listing(_ count: Int, more: Bool = true, savedAt: Date? = nil, filter: NameSpace.Filter = .all, accountName: String? = nil) -> NameSpace.Listing {
        .init(filter: filter, accountName: accountName, transactions: Self.transactions(count), nextCursor: more ? "next" : nil, savedAt: savedAt)
    }

    // MARK: - States

    func testStartsLoading() async {
        XCTAssertEqual(sut.state, State())
    }

    func testRowsAreOneLineEachWithDateTitleAndAmount() async {
        useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(2, more: false))))
        XCTAssertEqual(sut.state.rows.map(\.text), ["Jan 14  Corner Shop · Purchase 1", "Jan 13  Corner Shop · Purchase 2"])
        XCTAssertEqual(sut.state.rows.map(\.amount), ["-1.37 EUR", "-2.74 EUR"])
        XCTAssertEqual(sut.state.status, .end)
    }

    func testHiddenBalancesMaskEveryAmountAtOnce() async {
        useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(2, more: false))))
        settings.statePublisherSubject.send(.init(hidesBalances: true))
        XCTAssertTrue(sut.state.rows.allSatisfy { $0.amount == "••••• EUR" })
        settings.statePublisherSubject.send(.init(hidesBalances: false))
        XCTAssertEqual(sut.state.rows[0].amount, "-1.37 EUR")
    }

    func testEachPaginationStateHasItsStatus() async {
        useCase.statePublisherSubject.send(Snapshot(list: .loading(listing(0))))
        XCTAssertEqual(sut.state.status, .loading)
        useCase.statePublisherSubject.send(Snapshot(list: .loading(listing(3))))
        XCTAssertEqual(sut.state.status, .refreshing)
        useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(3))))
        XCTAssertEqual(sut.state.status, .more)
        useCase.statePublisherSubject.send(Snapshot(list: .loadingMore(listing(3))))
        XCTAssertEqual(sut.state.status, .loadingMore)
        useCase.statePublisherSubject.send(Snapshot(list: .moreFailed(listing(3), .networkUnavailable)))
        XCTAssertEqual(sut.state.status, .moreFailed("PayRed can't reach its server."))
        useCase.statePublisherSubject.send(Snapshot(list: .failed(listing(0), .sessionExpired)))
        XCTAssertEqual(sut.state, State(status: .failed("Your session has ended. Sign in again.")))
    }

    func testSavedRowsSayWhenTheyWereSaved() async {
        useCase.statePublisherSubject.send(Snapshot(list: .failed(listing(2, savedAt: Self.noon), .networkUnavailable)))
        XCTAssertEqual(sut.state.savedBanner, "Showing transactions saved at \(DateText.text(Self.noon, .dayAndTime)).")
        XCTAssertEqual(sut.state.rows.count, 2)
    }

    func testAnAccountFilterShowsTheAccountsName() async {
        useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(1, filter: .init(search: "", accountId: "acc-1"), accountName: "Main account"))))
        XCTAssertEqual(sut.state.accountLabel, "Main account")
    }

    func testAnAccountWhoseNameCannotBeReadIsNeverShownByItsId() async {
        useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(1, filter: .init(search: "", accountId: "acc_2c0bb"), accountName: nil))))
        XCTAssertEqual(sut.state.accountLabel, "one account")
    }

    // MARK: - Actions

    func testTheFirstLoadUsesTheAccountFromTheCoordinator() async {
        sut = makeViewModel(accountId: "acc-2")
        await sut.send(.load)
        XCTAssertEqual(useCase.loadReceivedArguments, [.init(search: "", accountId: "acc-2")])
    }

    func testASearchIsTrimmedAndSentOnEnter() async {
        sut.reduce(.searchChanged("  coffee "))
        await sut.send(.submitSearch)
        await sut.send(.clearAccount)
        XCTAssertEqual(useCase.loadReceivedArguments, [.init(search: "coffee", accountId: nil), .init(search: "coffee", accountId: nil)])
    }

    func testTheNextPageIsAskedForBeforeTheSelectionReachesTheEnd() async {
        useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(30))))
        await sut.send(.select(10))
        XCTAssertEqual(useCase.loadMoreCallCount, 0)
        await sut.send(.select(20))
        XCTAssertEqual(useCase.loadMoreCallCount, 1)
        XCTAssertEqual(sut.state.selection, 20)
    }

    func testOpeningARowGoesToItsDetail() async {
        useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(3))))
        await sut.send(.open(1))
        await sut.send(.open(7))
        XCTAssertEqual(coordinator.showTransactionDetailReceivedArguments, ["t2"])
    }

    func testExportAsksTheUseCase() async {
        await sut.send(.export)
        XCTAssertEqual(useCase.exportCSVCallCount, 1)
    }

    func testExportSaysWhereTheFileIsWhatIsInItOrWhyNot() async {
        let file = URL(fileURLWithPath: "/data/exports/transactions.csv")
        let cases: [(NameSpace.ExportStates, String?)] = [
            (.idle, nil),
            (.exporting, nil),
            (.exported(.init(file: file, count: 3, isWholeList: true)), "Saved the 3 transactions listed to /data/exports/transactions.csv"),
            (.exported(.init(file: file, count: 3, isWholeList: false)),
             "Saved the 3 transactions loaded so far to /data/exports/transactions.csv; scroll to the end first to include older ones."),
            (.failed(.nothingToExport), "There is nothing listed to export."),
            (.failed(.exportFailed), "The export could not be written."),
        ]
        for (export, text) in cases {
            useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(3)), export: export))
            XCTAssertEqual(sut.state.exportMessage, text, "\(export)")
        }
    }

    func testASearchMovesFocusToTheResults() async {
        sut.reduce(.focusChanged(.search))
        sut.reduce(.searchChanged("rent"))
        await sut.send(.submitSearch)
        XCTAssertEqual(sut.state.focus, .list)
    }

    func testRetryAsksTheUseCase() async {
        await sut.send(.retry)
        XCTAssertEqual(useCase.retryCallCount, 1)
    }

    // MARK: - Snapshots

    func testSnapshotLoading() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading"))
        }
    }

    func testSnapshotContent() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(40))))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-first-rows"))
        }
    }

    func testSnapshotContentOfOneAccountExported() async {
        let file = URL(fileURLWithPath: "/data/exports/transactions.csv")
        let oneAccount = listing(40, filter: .init(search: "", accountId: "acc-1"), accountName: "Main account")
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(list: .loaded(oneAccount), export: .exported(.init(file: file, count: 40, isWholeList: false))))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-one-account-exported"))
        }
    }

    func testSnapshotContentUsesAWideAndTallTerminal() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(40))))
            assertSnapshot(of: makeHost(size: TerminalSize(columns: 140, rows: 45)), as: .terminal, named: named("content-140x45"))
        }
    }

    func testSnapshotContentAtTheMinimumWidthKeepsEveryAmount() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(40))))
            assertSnapshot(of: makeHost(size: TerminalSize(columns: 60, rows: 20)), as: .terminal, named: named("content-60x20"))
        }
    }

    func testSnapshotContentScrolledWithTheNextPageLoading() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(40))))
            let host = makeHost()
            host.focus(label: "Transactions")
            for _ in 0..<25 { host.send(.down) }
            useCase.statePublisherSubject.send(Snapshot(list: .loadingMore(listing(40))))
            assertSnapshot(of: host, as: .terminal, named: named("loading-more-while-scrolled"))
        }
    }

    func testSnapshotEmpty() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(list: .loaded(listing(0, more: false))))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-no-transactions"))
        }
    }

    func testSnapshotErrorOfTheFirstPage() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(list: .failed(listing(0), .networkUnavailable)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-first-page-with-retry"))
        }
    }

    func testSnapshotErrorOfTheNextPageKeepsTheRows() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(list: .moreFailed(listing(5), .networkUnavailable)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-next-page-rows-kept"))
        }
    }

    func testSnapshotARefreshThatFailedKeepsTheRows() async {
        // Saved rows' banner shows the machine's time zone, so its text is tested by state above.
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(list: .failed(listing(5), .networkUnavailable)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-refresh-failed-rows-kept"))
        }
    }
}
