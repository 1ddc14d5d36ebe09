import Foundation
import Logging
import PostgresNIO

/// Listens on `UserEventLog.channel` on a connection of its own and rings the bell for every
/// commit that appended a user event, in this gateway process or any other. A lost connection is
/// opened again (backing off up to five seconds) and rings once, for what it may have missed.
final class PostgresEventListener: Sendable {
    private let task: Task<Void, Never>

    private init(task: Task<Void, Never>) {
        self.task = task
    }

    /// Starts listening; returns once the first LISTEN is in place.
    /// - Throws: what the first connection or LISTEN threw.
    static func start(connections: PostgresConnections, bell: UserEventBell, logger: Logger) async throws -> PostgresEventListener {
        let (ready, readiness) = AsyncThrowingStream.makeStream(of: Void.self)
        let task = Task {
            var delay = 0.1
            var listened = false
            while !Task.isCancelled {
                do {
                    let connection = try await connections.openForListening()
                    defer { Task { try? await connection.close() } }
                    try await connection.listen(on: UserEventLog.channel) { notifications in
                        if listened { bell.ring() }
                        listened = true
                        delay = 0.1
                        readiness.yield()
                        for try await _ in notifications {
                            bell.ring()
                        }
                    }
                } catch {
                    guard listened else {
                        readiness.finish(throwing: error)
                        return
                    }
                    logger.warning("Lost the PostgreSQL event listener; listening again", metadata: ["error.type": "\(type(of: error))"])
                }
                try? await Task.sleep(for: .seconds(delay))
                delay = min(delay * 2, 5)
            }
        }
        for try await _ in ready { break }
        return PostgresEventListener(task: task)
    }

    /// Stops listening.
    func stop() async {
        task.cancel()
        await task.value
    }
}
