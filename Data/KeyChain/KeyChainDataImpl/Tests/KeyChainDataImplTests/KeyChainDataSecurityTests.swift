#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import KeyChainDataImpl
import TestSupport
import XCTest

final class KeyChainDataSecurityTests: XCTestCase {
    private let secret = Data("plaintext-PIN-4711-must-not-leak".utf8)

    func testOnlyTheOwnerMayReadTheDirectoryAndItsFiles() async throws {
        let temporary = try TemporaryStore(self)

        try await temporary.store.set(secret, for: "pin")

        XCTAssertEqual(try temporary.permissions(of: temporary.directory), 0o700)
        XCTAssertEqual(try temporary.permissions(of: temporary.keyFile), 0o600)
        XCTAssertEqual(try temporary.permissions(of: temporary.secretFile(for: "pin")), 0o600)
    }

    func testFilesAreOwnerOnlyWhateverTheUmask() async throws {
        let previous = umask(0)
        defer { umask(previous) }
        let temporary = try TemporaryStore(self)

        try await temporary.store.set(secret, for: "pin")

        XCTAssertEqual(try temporary.permissions(of: temporary.directory), 0o700)
        XCTAssertEqual(try temporary.permissions(of: temporary.keyFile), 0o600)
        XCTAssertEqual(try temporary.permissions(of: temporary.secretFile(for: "pin")), 0o600)
    }

    func testPermissionsThatAreTooOpenAreNarrowed() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "pin")
        try temporary.setPermissions(0o755, of: temporary.directory)
        try temporary.setPermissions(0o644, of: temporary.keyFile)
        try temporary.setPermissions(0o644, of: temporary.secretFile(for: "pin"))

        let stored = try await temporary.store.data(for: "pin")

        XCTAssertEqual(stored, secret)
        XCTAssertEqual(try temporary.permissions(of: temporary.directory), 0o700)
        XCTAssertEqual(try temporary.permissions(of: temporary.keyFile), 0o600)
        XCTAssertEqual(try temporary.permissions(of: temporary.secretFile(for: "pin")), 0o600)
    }

    func testNoFileHoldsThePlaintextOrNamesTheAccount() async throws {
        let temporary = try TemporaryStore(self)
        let account = "user@example.com/pin"

        try await temporary.store.set(secret, for: account)
        try await temporary.store.set(secret, for: account)

        let names = try temporary.fileNames()
        XCTAssertEqual(names.count, 2, "the key and one secret, no temporary files: \(names)")
        for name in names {
            XCTAssertFalse(name.contains("example"), name)
            let contents = try Data(contentsOf: temporary.directory.appendingPathComponent(name))
            XCTAssertNil(contents.range(of: secret), "\(name) holds the plaintext")
            XCTAssertNil(contents.range(of: Data(account.utf8)), "\(name) holds the account")
        }
    }

    func testAChangedFileIsReportedAsTampered() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "pin")
        let file = temporary.secretFile(for: "pin")
        var sealed = try Data(contentsOf: file)
        sealed[sealed.startIndex + 20] ^= 0x01
        try sealed.write(to: file)

        await assertThrows(KeyChainDataError.tampered) {
            _ = try await temporary.store.data(for: "pin")
        }
    }

    func testATruncatedFileIsReportedAsTampered() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "pin")
        try Data([1, 2, 3]).write(to: temporary.secretFile(for: "pin"))

        await assertThrows(KeyChainDataError.tampered) {
            _ = try await temporary.store.data(for: "pin")
        }
    }

    func testAFileCopiedToAnotherAccountIsRefused() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(Data("alice".utf8), for: "alice")
        try await temporary.store.set(Data("bob".utf8), for: "bob")
        try FileManager.default.removeItem(at: temporary.secretFile(for: "bob"))
        try FileManager.default.copyItem(at: temporary.secretFile(for: "alice"), to: temporary.secretFile(for: "bob"))

        await assertThrows(KeyChainDataError.tampered) {
            _ = try await temporary.store.data(for: "bob")
        }
        let alice = try await temporary.store.data(for: "alice")
        XCTAssertEqual(alice, Data("alice".utf8))
    }

    func testAnotherKeyCannotOpenTheSecrets() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "pin")
        try Data(repeating: 7, count: 32).write(to: temporary.keyFile)

        await assertThrows(KeyChainDataError.tampered) {
            _ = try await temporary.reopened().data(for: "pin")
        }
    }

    func testAKeyFileOfTheWrongSizeIsUnreadable() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "pin")
        try Data(repeating: 7, count: 5).write(to: temporary.keyFile)

        await assertThrows(KeyChainDataError.unreadable("store.key has 5 bytes, not 32")) {
            _ = try await temporary.store.data(for: "pin")
        }
    }

    func testAMissingKeyIsReportedAndNeverReplacedWhileSecretsExist() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "pin")
        try FileManager.default.removeItem(at: temporary.keyFile)

        await assertThrows(KeyChainDataError.keyMissing) {
            _ = try await temporary.store.data(for: "pin")
        }
        await assertThrows(KeyChainDataError.keyMissing) {
            try await temporary.store.set(self.secret, for: "token")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.keyFile.path(percentEncoded: false)))
    }

    func testRemoveAllRecoversFromAMissingKey() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "pin")
        try FileManager.default.removeItem(at: temporary.keyFile)

        try await temporary.store.removeAll()
        try await temporary.store.set(secret, for: "pin")

        let stored = try await temporary.store.data(for: "pin")
        XCTAssertEqual(stored, secret)
    }

    func testAnAccountWithoutAFileNeedsNoKey() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.set(secret, for: "pin")
        try FileManager.default.removeItem(at: temporary.keyFile)

        let stored = try await temporary.store.data(for: "token")

        XCTAssertNil(stored)
    }
}
