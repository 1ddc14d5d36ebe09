import AuthenticationFlowRepositoryAPI
import DataBase
import Foundation
import TransactionTabRepositoryAPI
import XCTest

/// The Transactions tab's saved pages in the real SQLite file: kept across a reopen, replaced
/// whole, and wiped with the user's other local state at logout.
final class DataBaseSavedTransactionsTests: XCTestCase {
    private typealias Source = TransactionTabRepositoryNameSpace
    private var directory: URL!
    private var path: String { directory.appendingPathComponent("payred.sqlite").path }
    private var sut: DataBase!

    private let savedAt = Date(timeIntervalSince1970: 1_800_000_000)
    private func record(_ number: Int) -> Source.TransactionRecord {
        .init(id: "t\(number)", accountId: "a1", amountMinorUnits: Int64(-number), currency: "EUR",
              description: "Item \(number)", counterpartyName: "Shop '\(number)'", createdAt: Date(timeIntervalSince1970: Double(1_700_000_000 - number)))
    }

    override func setUp() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("DataBaseSavedTransactionsTests-\(UUID().uuidString)")
        sut = DataBase(path: path)
    }

    override func tearDown() async throws {
        sut.close()
        try? FileManager.default.removeItem(at: directory)
    }

    func testNothingIsSavedAtFirst() async throws {
        let saved = try await sut.savedTransactionPages()
        XCTAssertNil(saved)
    }

    func testSavedPagesComeBackInOrderAfterAReopen() async throws {
        let pages = Source.SavedTransactionPages(items: (1...40).map(record), nextCursor: "c40", savedAt: savedAt)
        try await sut.saveTransactionPages(pages)
        sut.close()

        let reopened = DataBase(path: path)
        let saved = try await reopened.savedTransactionPages()
        reopened.close()

        XCTAssertEqual(saved, pages)
    }

    func testSavingReplacesWhatWasSaved() async throws {
        try await sut.saveTransactionPages(.init(items: (1...5).map(record), nextCursor: "c5", savedAt: savedAt))
        try await sut.saveTransactionPages(.init(items: [record(9)], nextCursor: nil, savedAt: savedAt.addingTimeInterval(60)))

        let saved = try await sut.savedTransactionPages()
        XCTAssertEqual(saved, .init(items: [record(9)], nextCursor: nil, savedAt: savedAt.addingTimeInterval(60)))
    }

    func testLogoutsWipeRemovesTheSavedPages() async throws {
        try await sut.saveTransactionPages(.init(items: [record(1)], nextCursor: nil, savedAt: savedAt))

        _ = try await sut.deleteAllUserLoginStates()

        let saved = try await sut.savedTransactionPages()
        XCTAssertNil(saved)
    }
}
