import Foundation
import GRDB
import Synchronization

/// The app's on-device database: one SQLite file, migrated on open (blueprint §1.2).
///
/// Each feature's data protocol is implemented in its own extension file,
/// e.g. `DataBase+LoginRepository.swift`.
public final class DataBase: Sendable {
    private let opened: Result<any DatabaseWriter, any Error>
    private let isClosed = Mutex(false)

    /// Opens (creating if needed) the SQLite file at `path`, readable by its owner only.
    /// Opening errors are reported by each later call, so the app can start and show them.
    public init(path: String) {
        opened = Result {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            Self.restrictToOwner(path)
            let pool = try DatabasePool(path: path)
            try DataBaseMigrations.migrator.migrate(pool)
            return pool
        }
    }

    /// Creates the file 0600, or narrows it and its journal files (SQLite gives new -wal and -shm
    /// files the database file's mode).
    private static func restrictToOwner(_ path: String) {
        let files = FileManager.default
        if !files.fileExists(atPath: path) { _ = files.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) }
        for suffix in ["", "-wal", "-shm"] { try? files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path + suffix) }
    }

    /// Checkpoints the write-ahead log into the database file and closes it; later calls fail
    /// with `storageFailure`. The app calls it on exit.
    public func close() {
        let wasClosed = isClosed.withLock { closed in
            defer { closed = true }
            return closed
        }
        guard !wasClosed, let pool = try? opened.get() as? DatabasePool else { return }
        _ = try? pool.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        try? pool.close()
    }

    /// The open database; throws once `close()` ran, as GRDB must not touch a closed pool.
    private func writer() throws -> any DatabaseWriter {
        if isClosed.withLock({ $0 }) { throw DataBaseClosedError() }
        return try opened.get()
    }

    /// Runs `updates` in a write transaction; database errors become `storageFailure`.
    func write<T: Sendable>(_ updates: @escaping @Sendable (GRDB.Database) throws -> T) async throws -> T {
        try await translatingErrors { try await writer().write(updates) }
    }

    /// Runs `value` in a read transaction; database errors become `storageFailure`.
    func read<T: Sendable>(_ value: @escaping @Sendable (GRDB.Database) throws -> T) async throws -> T {
        try await translatingErrors { try await writer().read(value) }
    }
}

/// A call after `DataBase.close()`.
private struct DataBaseClosedError: Error, CustomStringConvertible {
    var description: String { "the database was closed" }
}
