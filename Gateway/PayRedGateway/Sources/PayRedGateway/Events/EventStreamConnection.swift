import Foundation
import GatewayCore
import HummingbirdWebSocket

/// One app's open event stream: sends the user's events after `after` (all that were missed
/// while it was away), then each new one as its write commits, until the app goes away or its
/// sign-in ends.
struct EventStreamConnection: Sendable {
    /// Events read and sent per database read.
    static let batchSize = 100
    /// How often the stream looks for events and checks the sign-in without being rung: the
    /// fallback for writes by another gateway process on the same database.
    static let recheckInterval: Duration = .seconds(5)

    let environment: GatewayEnvironment
    let userID: Int64
    let family: String
    let after: Int64?

    /// Serves the stream on `outbound`, and ends when `inbound` does.
    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                // Reading keeps pings answered and tells when the app closed the connection.
                for try await _ in inbound {}
            }
            group.addTask {
                try await send(to: outbound)
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Sends events as they come; returns after telling the app its sign-in ended.
    private func send(to outbound: WebSocketOutboundWriter) async throws {
        let database = environment.database
        let (wakeUps, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let bell = database.eventBell.listen()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in bell { wake.yield() }
            }
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: Self.recheckInterval)
                    wake.yield()
                }
            }
            var last: Int64
            if let after {
                last = after
            } else {
                last = try await database.store.read { [userID] session in try UserEventLog.newestID(of: userID, in: session) }
            }
            try await outbound.write(.text(EventFrame.ready(lastEventID: last)))
            wake.yield()
            loop: for await _ in wakeUps {
                var batch: [UserEventLog.Entry]
                repeat {
                    batch = try await database.store.read { [userID, last] session in
                        try UserEventLog.events(of: userID, after: last, limit: Self.batchSize, in: session)
                    }
                    for entry in batch {
                        if entry.type == UserEvent.sessionRevoked.type {
                            guard try await environment.sessions.isSignedIn(family: family) else { break loop }
                        } else {
                            try await outbound.write(.text(EventFrame.event(entry)))
                        }
                        last = entry.id
                    }
                } while batch.count == Self.batchSize
                guard try await environment.sessions.isSignedIn(family: family) else { break loop }
            }
            group.cancelAll()
        }
        try await outbound.write(.text(EventFrame.sessionRevoked))
        try await outbound.close(.normalClosure, reason: "signed out")
    }
}
