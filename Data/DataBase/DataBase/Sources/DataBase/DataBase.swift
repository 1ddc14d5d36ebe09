import Foundation
import GRDB

/// The app's on-device database: one SQLite file, migrated on open (blueprint §1.2).
///
/// Each feature's data protocol is implemented in its own extension file,
/// e.g. `DataBase+LoginRepository.swift`.
public final class DataBase: Sendable {
    private let opened: Result<any DatabaseWriter, any Error>

    /// Opens (creating if needed) the SQLite file at `path`. Opening errors are reported
    /// by each later call, so the app can start and show them.
    public init(path: String) {
        opened = Result {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            let pool = try DatabasePool(path: path)
            try DataBaseMigrations.migrator.migrate(pool)
            return pool
        }
    }

    /// Runs `updates` in a write transaction; database errors become `storageFailure`.
    func write<T: Sendable>(_ updates: @escaping @Sendable (GRDB.Database) throws -> T) async throws -> T {
        try await translatingErrors { try await opened.get().write(updates) }
    }

    /// Runs `value` in a read transaction; database errors become `storageFailure`.
    func read<T: Sendable>(_ value: @escaping @Sendable (GRDB.Database) throws -> T) async throws -> T {
        try await translatingErrors { try await opened.get().read(value) }
    }
}
