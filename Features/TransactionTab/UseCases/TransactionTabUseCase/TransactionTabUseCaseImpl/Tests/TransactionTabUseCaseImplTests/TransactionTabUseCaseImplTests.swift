import Foundation
import Reactive
import TestSupport
import TransactionTabUseCaseAPI
import TransactionTabUseCaseAPITestDoubles
@testable import TransactionTabUseCaseImpl
import XCTest

/// Every transition of the pagination state machine, cache then network, the export, the masking
/// and the reload after money moved, as the snapshot shows them.
final class TransactionTabUseCaseImplTests: SerialExecutorTestCase {
    private typealias NameSpace = TransactionTabUseCaseNameSpace
    private typealias Listing = NameSpace.Listing
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)
    private var repository: TransactionTabUseCaseRepositoryStub!
    private var sut: TransactionTabUseCaseImpl!

    private static func transaction(_ number: Int) -> NameSpace.Transaction {
        .init(id: "t\(number)", accountId: "acc-1", amountMinorUnits: Int64(-number * 100), currency: "EUR",
              description: "Purchase \(number)", counterpartyName: "Shop", createdAt: now.addingTimeInterval(Double(-number * 60)))
    }

    private let first = NameSpace.Page(transactions: (1...3).map(transaction), nextCursor: "c1")
    private let second = NameSpace.Page(transactions: (4...5).map(transaction), nextCursor: nil)
    private let saved = NameSpace.SavedPages(transactions: [transaction(9)], nextCursor: "old", savedAt: Date(timeIntervalSince1970: 1_700_000_000))

    override func setUp() {
        super.setUp()
        repository = TransactionTabUseCaseRepositoryStub()
        repository.pageResult = .success(first)
        repository.savedPagesResult = nil
        repository.onSavePages = { _ in }
        sut = TransactionTabUseCaseImpl(repository: repository, now: { Self.now })
    }

    private var firstListing: Listing { Listing(filter: .all, transactions: first.transactions, nextCursor: "c1") }

    // MARK: - First page

    func testIdleThenLoadingThenLoaded() async {
        let recorder = StateRecorder(listPublisher)

        await sut.load(filter: .all)

        XCTAssertEqual(recorder.recorded, [.idle, .loading(Listing(filter: .all)), .loaded(firstListing)])
        XCTAssertEqual(repository.pageReceivedArguments.map(\.cursor), [nil])
        XCTAssertEqual(repository.pageReceivedArguments.map(\.limit), [TransactionTabUseCaseImpl.pageSize])
    }

    func testAShownListIsLoadedAgainFromItsFirstPageAfterMoneyMoved() async {
        repository.moneyMovedPublisherSubject.send(())
        XCTAssertEqual(repository.pageCallCount, 0, "nothing shown yet: nothing to reload")

        let filter = NameSpace.Filter(search: "", accountId: "acc-1")
        await sut.load(filter: filter)
        repository.moneyMovedPublisherSubject.send(())

        let reloaded = await waitUntil { repository.pageCallCount == 2 }
        XCTAssertTrue(reloaded, "the list was not loaded again after a transfer")
        XCTAssertEqual(repository.pageReceivedArguments.map(\.filter), [filter, filter])
        XCTAssertEqual(repository.pageReceivedArguments.map(\.cursor), [nil, nil])
    }

    func testSavedPagesShowAtOnceThenTheGatewaysReplaceThemAndAreSaved() async {
        repository.savedPagesResult = saved
        let recorder = StateRecorder(listPublisher)

        await sut.load(filter: .all)

        XCTAssertEqual(recorder.recorded.dropFirst().first, .loading(Listing(filter: .all, transactions: saved.transactions, nextCursor: "old", savedAt: saved.savedAt)))
        XCTAssertEqual(recorder.recorded.last, .loaded(firstListing))
        XCTAssertEqual(repository.savePagesReceivedArguments, [.init(transactions: first.transactions, nextCursor: "c1", savedAt: Self.now)])
    }

    func testOfflineTheSavedPagesStayWithTheError() async {
        repository.savedPagesResult = saved
        repository.pageResult = .failure(NameSpace.Errors.networkUnavailable)
        let recorder = StateRecorder(listPublisher)

        await sut.load(filter: .all)

        XCTAssertEqual(recorder.recorded.last, .failed(Listing(filter: .all, transactions: saved.transactions, nextCursor: "old", savedAt: saved.savedAt), .networkUnavailable))
    }

    func testAFailedFirstPageIsRetried() async {
        repository.pageResult = .failure(NameSpace.Errors.networkUnavailable)
        await sut.load(filter: .all)
        repository.pageResult = .success(first)
        let recorder = StateRecorder(listPublisher)

        await sut.retry()

        XCTAssertEqual(recorder.recorded, [.failed(Listing(filter: .all), .networkUnavailable), .loading(Listing(filter: .all)), .loaded(firstListing)])
    }

    func testAFilteredListingIsNeitherTakenFromNorSavedToTheDevice() async {
        repository.savedPagesResult = saved
        repository.accountNamesResult = ["acc-1": "Main account"]
        let filter = NameSpace.Filter(search: "shop", accountId: "acc-1")

        await sut.load(filter: filter)

        XCTAssertEqual(StateRecorder(listPublisher).recorded.last,
                       .loaded(Listing(filter: filter, accountName: "Main account", transactions: first.transactions, nextCursor: "c1")))
        XCTAssertFalse(repository.savedPagesCalled)
        XCTAssertFalse(repository.savePagesCalled)
        XCTAssertEqual(repository.pageReceivedArguments.first?.filter, filter)
    }

    func testASearchTheGatewayWouldRefuseIsNotSentAndTheListStays() async {
        await sut.load(filter: .all)
        let cases: [(String, NameSpace.Errors)] = [
            (String(repeating: "x", count: 5_000), .searchTooLong(maximum: 100)),
            ("shop\u{200B}", .searchHiddenCharacters),
        ]
        for (search, error) in cases {
            await sut.load(filter: NameSpace.Filter(search: search, accountId: nil))
            XCTAssertEqual(StateRecorder(listPublisher).recorded.last, .failed(firstListing, error), "\(error)")
        }
        XCTAssertEqual(repository.pageCallCount, 1, "only the first list was asked for")
    }

    func testAnInvalidSearchBeforeAnyListFailsOnItsOwnFilter() async {
        let filter = NameSpace.Filter(search: "\u{1B}[2J", accountId: nil)

        await sut.load(filter: filter)

        XCTAssertEqual(StateRecorder(listPublisher).recorded.last, .failed(Listing(filter: filter), .searchHiddenCharacters))
        XCTAssertFalse(repository.pageCalled)
    }

    // MARK: - Next pages

    func testLoadMoreAppendsTheNextPageUntilTheEnd() async {
        await sut.load(filter: .all)
        repository.pageResult = .success(second)
        let recorder = StateRecorder(listPublisher)

        await sut.loadMore()

        let all = Listing(filter: .all, transactions: first.transactions + second.transactions, nextCursor: nil)
        XCTAssertEqual(recorder.recorded, [.loaded(firstListing), .loadingMore(firstListing), .loaded(all)])
        XCTAssertEqual(repository.pageReceivedArguments.map(\.cursor), [nil, "c1"])
        XCTAssertEqual(repository.savePagesReceivedArguments.last?.transactions.count, 5)

        await sut.loadMore()
        XCTAssertEqual(repository.pageCallCount, 2, "nothing after the last page")
    }

    func testARowTheGatewaySendsAgainIsNotListedTwice() async {
        await sut.load(filter: .all)
        repository.pageResult = .success(.init(transactions: [Self.transaction(3), Self.transaction(4)], nextCursor: nil))

        await sut.loadMore()

        XCTAssertEqual(StateRecorder(listPublisher).recorded.last?.listing?.transactions.map(\.id), ["t1", "t2", "t3", "t4"])
    }

    func testAFailedNextPageKeepsTheRowsAndIsRetried() async {
        await sut.load(filter: .all)
        repository.pageResult = .failure(NameSpace.Errors.networkUnavailable)
        await sut.loadMore()
        XCTAssertEqual(StateRecorder(listPublisher).recorded.last, .moreFailed(firstListing, .networkUnavailable))

        repository.pageResult = .success(second)
        let recorder = StateRecorder(listPublisher)
        await sut.retry()

        XCTAssertEqual(recorder.recorded.dropFirst().first, .loadingMore(firstListing))
        XCTAssertEqual(recorder.recorded.last?.listing?.transactions.count, 5)
    }

    func testOnlyOneNextPageIsAskedForAtATime() async {
        await sut.load(filter: .all)
        let gate = RequestGate()
        let second = second
        repository.onPage = { _, _, _ in
            await gate.pass()
            return second
        }
        let useCase: TransactionTabUseCaseImpl = sut
        await gate.hold({ await useCase.loadMore() }) {
            await useCase.loadMore()
            await useCase.retry()
        }
        XCTAssertEqual(repository.pageCallCount, 2)
    }

    func testNoNextPageWhileTheFirstIsLoadingOrFailed() async {
        await sut.loadMore()
        repository.pageResult = .failure(NameSpace.Errors.networkUnavailable)
        await sut.load(filter: .all)
        await sut.loadMore()
        XCTAssertEqual(repository.pageCallCount, 1)
    }

    func testAnAnswerForAnOlderFilterIsDropped() async {
        let gate = RequestGate()
        let first = first
        repository.onPage = { filter, _, _ in
            if filter.search == "old" { await gate.pass() }
            return first
        }
        let useCase: TransactionTabUseCaseImpl = sut
        await gate.hold({ await useCase.load(filter: .init(search: "old", accountId: nil)) }) {
            await useCase.load(filter: .init(search: "new", accountId: nil))
        }

        XCTAssertEqual(StateRecorder(listPublisher).recorded.last?.listing?.filter.search, "new")
    }

    // MARK: - Lookup and export

    func testOpeningATransactionTakesTheListedOneElseAsksTheGatewayWithItsAccountsName() async {
        await sut.load(filter: .all)
        repository.accountNamesResult = ["acc-1": "Main account"]

        await sut.open(transactionId: "t2")
        XCTAssertEqual(lastSnapshot.opened["t2"], .loaded(.init(transaction: Self.transaction(2), accountName: "Main account")))
        XCTAssertFalse(repository.transactionCalled)

        repository.transactionResult = .success(Self.transaction(9))
        await sut.open(transactionId: "t9")
        XCTAssertEqual(lastSnapshot.opened["t9"], .loaded(.init(transaction: Self.transaction(9), accountName: "Main account")))
        XCTAssertEqual(repository.transactionReceivedArguments, ["t9"])
    }

    func testATransactionThatCannotBeOpenedSaysWhy() async {
        repository.transactionResult = .failure(NameSpace.Errors.transactionNotFound)
        await sut.open(transactionId: "t9")
        XCTAssertEqual(lastSnapshot.opened["t9"], .error(.transactionNotFound))
    }

    func testExportWritesTheListedRowsAsCSVWithAccountNamesNamedAfterTheTime() async throws {
        repository.pageResult = .success(.init(transactions: [
            .init(id: "t1", accountId: "acc-1", amountMinorUnits: -1_250, currency: "EUR", description: "Lunch, with \"Ana\"",
                  counterpartyName: "=cmd", createdAt: Self.now),
        ], nextCursor: nil))
        await sut.load(filter: .all)
        repository.exportResult = .success(URL(fileURLWithPath: "/tmp/exports/x.csv"))
        repository.accountNamesResult = ["acc-1": "Main account", "acc-9": "Savings"]

        await sut.exportCSV()

        XCTAssertEqual(lastSnapshot.export, .exported(.init(file: URL(fileURLWithPath: "/tmp/exports/x.csv"), count: 1, isWholeList: true)))
        let written = try XCTUnwrap(repository.exportReceivedArguments.first)
        XCTAssertEqual(written.name, "transactions-20270115-080000.csv")
        XCTAssertEqual(written.contents, "date,account,counterparty,description,amount,currency\r\n"
            + "2027-01-15T08:00:00Z,Main account,'=cmd,\"Lunch, with \"\"Ana\"\"\",-12.50,EUR\r\n")
    }

    func testAnExportOfSomePagesSaysSoAndIsShownWhileWritten() async {
        await sut.load(filter: .all)
        let gate = RequestGate()
        repository.onExport = { _, _ in
            await gate.pass()
            return URL(fileURLWithPath: "/tmp/exports/x.csv")
        }
        let useCase: TransactionTabUseCaseImpl = sut
        let exporting = Task { await useCase.exportCSV() }
        await gate.waitUntilEntered()
        XCTAssertEqual(lastSnapshot.export, .exporting)

        gate.open()
        await exporting.value
        XCTAssertEqual(lastSnapshot.export, .exported(.init(file: URL(fileURLWithPath: "/tmp/exports/x.csv"), count: 3, isWholeList: false)))
    }

    func testNothingListedIsNothingToExport() async {
        await sut.exportCSV()
        XCTAssertEqual(lastSnapshot.export, .failed(.nothingToExport))
        XCTAssertFalse(repository.exportCalled)
    }

    func testAnExportNotWrittenIsReported() async {
        await sut.load(filter: .all)
        repository.exportResult = .failure(.exportFailed)
        await sut.exportCSV()
        XCTAssertEqual(lastSnapshot.export, .failed(.exportFailed))
    }

    func testTheExportIsForgottenWhenAnotherListIsAskedFor() async {
        await sut.load(filter: .all)
        repository.exportResult = .success(URL(fileURLWithPath: "/tmp/exports/x.csv"))
        await sut.exportCSV()
        XCTAssertNotEqual(lastSnapshot.export, .idle)

        await sut.load(filter: .init(search: "rent", accountId: nil))

        XCTAssertEqual(lastSnapshot.export, .idle)
    }

    // MARK: - Helpers

    /// The pagination in each snapshot, repeats dropped.
    private var listPublisher: AnyPublisher<NameSpace.States, Never> {
        sut.statePublisher.map(\.list).removeDuplicates().eraseToAnyPublisher()
    }

    /// The snapshot published last.
    private var lastSnapshot: NameSpace.Snapshot {
        StateRecorder(sut.statePublisher).recorded.last ?? NameSpace.Snapshot()
    }
}
