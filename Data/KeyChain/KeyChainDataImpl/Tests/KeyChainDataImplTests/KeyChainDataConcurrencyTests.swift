import Foundation
import KeyChainDataImpl
import XCTest

final class KeyChainDataConcurrencyTests: XCTestCase {
    private static let taskCount = 50

    func testConcurrentSetsAllLand() async throws {
        let temporary = try TemporaryStore(self)
        let store = temporary.store

        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<Self.taskCount {
                group.addTask { try await store.set(Data("secret \(index)".utf8), for: "account \(index)") }
            }
            try await group.waitForAll()
        }

        try await assertEveryAccountReadable(from: temporary.reopened())
    }

    func testInstancesRacingOnAFreshDirectoryShareOneKey() async throws {
        let temporary = try TemporaryStore(self)
        let stores = [temporary.store, temporary.reopened()]

        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<Self.taskCount {
                let store = stores[index % stores.count]
                group.addTask { try await store.set(Data("secret \(index)".utf8), for: "account \(index)") }
            }
            try await group.waitForAll()
        }

        try await assertEveryAccountReadable(from: temporary.reopened())
    }

    private func assertEveryAccountReadable(from store: KeyChainDataImpl) async throws {
        for index in 0..<Self.taskCount {
            let stored = try await store.data(for: "account \(index)")
            XCTAssertEqual(stored, Data("secret \(index)".utf8), "account \(index)")
        }
    }
}
