import Foundation
import XCTest

@testable import KeyChainDataImpl

/// A store in a fresh temporary directory, deleted when the test ends.
struct TemporaryStore {
    /// The store's own directory; its parent is the temporary one.
    let directory: URL
    let store: KeyChainDataImpl

    init(_ test: XCTestCase) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("KeyChainDataImplTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        directory = root.appendingPathComponent("secure")
        store = KeyChainDataImpl(directory: directory)
    }

    /// Another instance on the same directory, as after a relaunch.
    func reopened() -> KeyChainDataImpl {
        KeyChainDataImpl(directory: directory)
    }

    /// The file holding `account`'s secret.
    func secretFile(for account: String) -> URL {
        directory.appendingPathComponent(EncryptedFileStore.fileName(for: account))
    }

    var keyFile: URL {
        directory.appendingPathComponent(EncryptedFileStore.keyFileName)
    }

    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))
    }

    /// The permission bits of `url`.
    func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false))
        return try XCTUnwrap(attributes[.posixPermissions] as? Int)
    }

    func setPermissions(_ permissions: Int, of url: URL) throws {
        try FileManager.default.setAttributes(
            [.posixPermissions: permissions], ofItemAtPath: url.path(percentEncoded: false)
        )
    }
}
