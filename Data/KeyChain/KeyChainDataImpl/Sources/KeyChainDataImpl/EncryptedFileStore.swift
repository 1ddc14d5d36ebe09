import Crypto
import Foundation

/// The engine behind `KeyChainDataImpl`: one AES-GCM sealed box per account, in a file named by
/// the SHA-256 of the account, with the account as authenticated data. An actor, so one
/// instance's calls run one at a time.
actor EncryptedFileStore {
    static let keyFileName = "store.key"
    static let secretSuffix = ".secret"
    private static let keyByteCount = 32

    private let directory: PrivateDirectory

    init(directory: URL) {
        self.directory = PrivateDirectory(url: directory)
    }

    /// The name of the file holding `account`'s secret: it does not reveal the account.
    static func fileName(for account: String) -> String {
        SHA256.hash(data: Data(account.utf8)).map { String(format: "%02x", $0) }.joined() + secretSuffix
    }

    func data(for account: String) throws(KeyChainDataError) -> Data? {
        try directory.prepare()
        guard let sealed = try directory.contents(of: Self.fileName(for: account)) else { return nil }
        guard let key = try existingKey() else { throw .keyMissing }
        do {
            let box = try AES.GCM.SealedBox(combined: sealed)
            return try AES.GCM.open(box, using: key, authenticating: Data(account.utf8))
        } catch {
            throw .tampered
        }
    }

    func set(_ data: Data, for account: String) throws(KeyChainDataError) {
        try directory.prepare()
        let key = try keyCreatingIfNeeded()
        let combined: Data?
        do {
            combined = try AES.GCM.seal(data, using: key, authenticating: Data(account.utf8)).combined
        } catch {
            throw .unwritable("AES-GCM could not seal the secret: \(error)")
        }
        guard let combined else { throw .unwritable("AES-GCM gave a sealed box without a combined form") }
        try directory.replace(Self.fileName(for: account), with: combined)
    }

    func remove(account: String) throws(KeyChainDataError) {
        try directory.prepare()
        try directory.delete(Self.fileName(for: account))
        try directory.sync()
    }

    /// Deletes the secrets and leftover temporary files first and the key last, so an interrupted
    /// wipe never leaves secrets without their key. Files the store did not make stay.
    func removeAll() throws(KeyChainDataError) {
        try directory.prepare()
        let names = try directory.fileNames()
        for name in names where name.hasSuffix(Self.secretSuffix) || PrivateDirectory.isTemporary(name) {
            try directory.delete(name)
        }
        try directory.delete(Self.keyFileName)
        try directory.sync()
    }

    private func existingKey() throws(KeyChainDataError) -> SymmetricKey? {
        guard let bytes = try directory.contents(of: Self.keyFileName) else { return nil }
        guard bytes.count == Self.keyByteCount else {
            throw .unreadable("\(Self.keyFileName) has \(bytes.count) bytes, not \(Self.keyByteCount)")
        }
        return SymmetricKey(data: bytes)
    }

    /// The stored key or, if there is none and no secret either, a fresh one, stored without ever
    /// replacing a key another instance stored first (that one is returned instead). Refused while
    /// secrets exist without a key: a new key could never open them.
    private func keyCreatingIfNeeded() throws(KeyChainDataError) -> SymmetricKey {
        if let key = try existingKey() { return key }
        let secretsExist = try directory.fileNames().contains { $0.hasSuffix(Self.secretSuffix) }
        // Another instance may have stored its key, and then secrets, since the first look.
        if let key = try existingKey() { return key }
        guard !secretsExist else { throw .keyMissing }
        let key = SymmetricKey(size: .bits256)
        if try directory.create(Self.keyFileName, with: key.withUnsafeBytes { Data($0) }) {
            return key
        }
        guard let winner = try existingKey() else { throw .keyMissing }
        return winner
    }
}
