import Foundation
import GRDB
import Logging

/// The gateway's database on either engine (ADR 0016): a SQLite file or memory through GRDB, or a
/// PostgreSQL database shared by any number of gateway processes; migrated when opened.
public final class GatewayDatabase: Sendable {
    /// Where every rule reads and writes.
    public let store: any SQLStore
    /// Rings after each commit that appended a user event (the live streams listen): this
    /// process's commits on SQLite; every process's on PostgreSQL, through LISTEN/NOTIFY.
    public let eventBell: UserEventBell
    private let engine: Engine

    private enum Engine: Sendable {
        case sqlite(any DatabaseWriter)
        case postgres(PostgresSQLStore, PostgresEventListener)
    }

    /// Opens the SQLite database at `path`, creating it if missing (readable by its owner only:
    /// the file, then its -wal and -shm, which SQLite creates with the file's mode), or in memory
    /// when nil.
    public convenience init(path: String?) throws {
        let writer: any DatabaseWriter
        if let path {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            let files = FileManager.default
            if !files.fileExists(atPath: path) { _ = files.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) }
            for suffix in ["", "-wal", "-shm"] { try? files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path + suffix) }
            writer = try DatabasePool(path: path)
        } else {
            writer = try DatabaseQueue()
        }
        try GatewayMigrations.sqliteMigrator.migrate(writer)
        let bell = UserEventBell()
        try bell.ring(whenEventsAreCommittedIn: writer)
        self.init(store: GRDBSQLStore(writer: writer), eventBell: bell, engine: .sqlite(writer))
    }

    private init(store: any SQLStore, eventBell: UserEventBell, engine: Engine) {
        self.store = store
        self.eventBell = eventBell
        self.engine = engine
    }

    /// Opens the database `location` names and brings its schema up to date.
    public static func open(
        _ location: DatabaseLocation, postgresOptions: PostgresOptions = PostgresOptions(), logger: Logger
    ) async throws -> GatewayDatabase {
        switch location {
        case .memory: return try GatewayDatabase(path: nil)
        case .sqliteFile(let path): return try GatewayDatabase(path: path)
        case .postgres(let address):
            let store = PostgresSQLStore(address: address, options: postgresOptions, logger: logger)
            do {
                try await PostgresMigrator.migrate(store)
                let bell = UserEventBell()
                let listener = try await PostgresEventListener.start(connections: store.connections, bell: bell, logger: logger)
                return GatewayDatabase(store: store, eventBell: bell, engine: .postgres(store, listener))
            } catch {
                await store.close()
                throw error
            }
        }
    }

    /// Closes the connections; every later call fails.
    public func close() async {
        switch engine {
        case .sqlite(let writer): try? writer.close()
        case .postgres(let store, let listener):
            await listener.stop()
            await store.close()
        }
    }
}
