import Foundation
import RemoteDataError
import TestSupport
import TransactionTabRepositoryAPI
import TransactionTabRepositoryAPITestDoubles
import TransactionTabRepositoryImpl
import TransactionTabUseCaseAPI
import XCTest

/// The repository over stubbed data sources: pages from the gateway, saved pages in the database,
/// exports to files; their errors as domain errors.
final class TransactionTabRepositoryImplTests: XCTestCase {
    private typealias Source = TransactionTabRepositoryNameSpace
    private typealias Domain = TransactionTabUseCaseNameSpace
    private var remote: TransactionTabRepositoryRemoteDataStub!
    private var dataBase: TransactionTabRepositoryDataBaseDataStub!
    private var files: TransactionTabRepositoryFileExportDataStub!
    private var sut: TransactionTabRepositoryImpl!
    private let date = Date(timeIntervalSince1970: 1_800_000_000)

    private var record: Source.TransactionRecord {
        .init(id: "t1", accountId: "a1", amountMinorUnits: -350, currency: "EUR", description: "Coffee", counterpartyName: "Café", createdAt: date)
    }

    private var transaction: Domain.Transaction {
        .init(id: "t1", accountId: "a1", amountMinorUnits: -350, currency: "EUR", description: "Coffee", counterpartyName: "Café", createdAt: date)
    }

    override func setUp() {
        super.setUp()
        remote = TransactionTabRepositoryRemoteDataStub()
        dataBase = TransactionTabRepositoryDataBaseDataStub()
        files = TransactionTabRepositoryFileExportDataStub()
        sut = TransactionTabRepositoryImpl(remoteData: remote, dataBaseData: dataBase, fileExportData: files)
    }

    func testAPageAsksTheGatewayWithTheFilter() async throws {
        remote.transactionPageResult = .success(.init(items: [record], nextCursor: "c2"))

        let page = try await sut.page(filter: .init(search: "cof", accountId: "a1"), cursor: "c1", limit: 30)

        XCTAssertEqual(page, Domain.Page(transactions: [transaction], nextCursor: "c2"))
        let asked = try XCTUnwrap(remote.transactionPageReceivedArguments.first)
        XCTAssertEqual([asked.cursor, asked.search, asked.accountId], ["c1", "cof", "a1"])
        XCTAssertEqual(asked.limit, 30)
    }

    func testGatewayErrorsBecomeDomainErrors() async {
        let cases: [(RemoteDataError, Domain.Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.rejected(code: "account_not_found", message: "No."), .accountNotFound),
            (.rejected(code: "invalid_query", message: "No."), .invalidSearch),
            (.rejected(code: "internal", message: "No."), .unavailable),
            (.invalidResponse, .unavailable),
        ]
        for (remoteError, domainError) in cases {
            remote.transactionPageResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.page(filter: .all, cursor: nil, limit: 30) }
        }
    }

    func testOneTransactionIsAskedByIdAndNotTheUsersIsItsOwnError() async throws {
        remote.transactionResult = .success(record)
        let fetched = try await sut.transaction(id: record.id)
        XCTAssertEqual(fetched, transaction)
        XCTAssertEqual(remote.transactionReceivedArguments, [record.id])

        remote.transactionResult = .failure(RemoteDataError.rejected(code: "transaction_not_found", message: "No."))
        await assertThrows(Domain.Errors.transactionNotFound) { _ = try await self.sut.transaction(id: "t9") }
    }

    func testSavedPagesRoundTripThroughTheDatabase() async {
        dataBase.savedTransactionPagesResult = .success(.init(items: [record], nextCursor: "c9", savedAt: date))
        dataBase.saveTransactionPagesResult = .success(())

        let saved = await sut.savedPages()
        await sut.savePages(.init(transactions: [transaction], nextCursor: nil, savedAt: date))

        XCTAssertEqual(saved, Domain.SavedPages(transactions: [transaction], nextCursor: "c9", savedAt: date))
        XCTAssertEqual(dataBase.saveTransactionPagesReceivedArguments, [.init(items: [record], nextCursor: nil, savedAt: date)])
    }

    func testAnUnreadableCacheIsNoCache() async {
        dataBase.savedTransactionPagesResult = .failure(CocoaError(.fileReadCorruptFile))
        let saved = await sut.savedPages()
        XCTAssertNil(saved)
    }

    func testTheAccountsNamesComeFromTheGatewayInOneRequest() async {
        remote.accountNamesResult = .success([.init(id: "a1", name: "Main"), .init(id: "a2", name: "Savings")])
        let names = await sut.accountNames()
        XCTAssertEqual(names, ["a1": "Main", "a2": "Savings"])
        XCTAssertEqual(remote.accountNamesCallCount, 1)
    }

    func testAccountNamesThatCannotBeReadAreNone() async {
        remote.accountNamesResult = .failure(RemoteDataError.networkUnavailable)
        let names = await sut.accountNames()
        XCTAssertEqual(names, [:])
    }

    func testAnExportNotWrittenIsADomainError() async {
        files.writeExportResult = .failure(CocoaError(.fileWriteOutOfSpace))
        await assertThrows(Domain.Errors.exportFailed) { _ = try await self.sut.export("a,b", name: "x.csv") }
    }

}
