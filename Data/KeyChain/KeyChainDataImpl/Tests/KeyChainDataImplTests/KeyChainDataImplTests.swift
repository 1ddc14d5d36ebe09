import Foundation
import KeyChainDataImpl
import TestSupport
import XCTest

final class KeyChainDataImplTests: XCTestCase {
    private let secret = Data("correct horse battery staple".utf8)

    func testAMissingAccountHasNoData() async throws {
        let temporary = try TemporaryStore(self)

        let stored = try await temporary.store.data(for: "token")

        XCTAssertNil(stored)
    }

    func testStoredDataComesBack() async throws {
        let temporary = try TemporaryStore(self)

        try await temporary.store.set(secret, for: "token")

        let stored = try await temporary.store.data(for: "token")
        XCTAssertEqual(stored, secret)
    }

    func testEmptyDataComesBack() async throws {
        let temporary = try TemporaryStore(self)

        try await temporary.store.set(Data(), for: "token")

        let stored = try await temporary.store.data(for: "token")
        XCTAssertEqual(stored, Data())
    }

    func testSettingAgainReplacesTheSecret() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "token")

        try await temporary.store.set(Data("new".utf8), for: "token")

        let stored = try await temporary.store.data(for: "token")
        XCTAssertEqual(stored, Data("new".utf8))
    }

    func testAccountsAreKeptApart() async throws {
        let temporary = try TemporaryStore(self)

        try await temporary.store.set(Data("a".utf8), for: "a")
        try await temporary.store.set(Data("b".utf8), for: "b")

        let a = try await temporary.store.data(for: "a")
        let b = try await temporary.store.data(for: "b")
        XCTAssertEqual(a, Data("a".utf8))
        XCTAssertEqual(b, Data("b".utf8))
    }

    func testRemoveDeletesOnlyThatAccount() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "token")
        try await temporary.store.set(secret, for: "pin")

        try await temporary.store.remove(account: "token")

        let token = try await temporary.store.data(for: "token")
        let pin = try await temporary.store.data(for: "pin")
        XCTAssertNil(token)
        XCTAssertEqual(pin, secret)
    }

    func testRemovingAMissingAccountSucceeds() async throws {
        let temporary = try TemporaryStore(self)

        try await temporary.store.remove(account: "token")
    }

    func testRemoveAllDeletesEverySecretAndTheKey() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "token")
        try await temporary.store.set(secret, for: "pin")

        try await temporary.store.removeAll()

        XCTAssertEqual(try temporary.fileNames(), [])
        let token = try await temporary.store.data(for: "token")
        XCTAssertNil(token)
    }

    func testTheStoreWorksAfterRemoveAll() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "token")
        try await temporary.store.removeAll()

        try await temporary.store.set(Data("again".utf8), for: "token")

        let stored = try await temporary.reopened().data(for: "token")
        XCTAssertEqual(stored, Data("again".utf8))
    }

    func testRemoveAllLeavesFilesTheStoreDidNotMake() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "token")
        let foreign = temporary.directory.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: foreign)

        try await temporary.store.removeAll()

        XCTAssertEqual(try temporary.fileNames(), ["notes.txt"])
    }

    func testSecretsSurviveANewInstance() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "token")

        let stored = try await temporary.reopened().data(for: "token")

        XCTAssertEqual(stored, secret)
    }

    func testCodableValuesComeBack() async throws {
        let temporary = try TemporaryStore(self)
        let tokens = Tokens(access: "access-1", refresh: "refresh-1")

        try await temporary.store.setValue(tokens, for: "tokens")

        let stored = try await temporary.store.value(Tokens.self, for: "tokens")
        XCTAssertEqual(stored, tokens)
    }

    func testAMissingCodableValueIsNil() async throws {
        let temporary = try TemporaryStore(self)

        let stored = try await temporary.store.value(Tokens.self, for: "tokens")

        XCTAssertNil(stored)
    }

    func testAValueOfAnotherTypeIsACodingError() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "tokens")

        await assertThrows(KeyChainDataError.coding("Tokens")) {
            _ = try await temporary.store.value(Tokens.self, for: "tokens")
        }
    }
}

private struct Tokens: Codable, Equatable, Sendable {
    let access: String
    let refresh: String
}
