import Foundation
import GRDB

/// The gateway's SQLite database: opens the file (or memory) and applies the migrations.
public final class GatewayDatabase: Sendable {
    /// The GRDB connection; GRDB serialises writes, which makes each write transaction atomic
    /// with respect to every other (transfers rely on it).
    public let writer: any DatabaseWriter
    /// The same database behind the engine-neutral facade the rules move to (ADR 0016).
    public var store: any SQLStore { GRDBSQLStore(writer: writer) }
    /// Rings after each commit that appended a user event (the live streams listen).
    public let eventBell = UserEventBell()

    /// Opens the database at `path`, creating it if missing (readable by its owner only: the
    /// file, then its -wal and -shm, which SQLite creates with the file's mode), or in memory when nil.
    public init(path: String?) throws {
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
        try GatewayMigrations.migrator.migrate(writer)
        try eventBell.ring(whenEventsAreCommittedIn: writer)
    }
}
