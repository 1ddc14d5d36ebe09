import Foundation
import GatewayContract
import GatewayCore
import Hummingbird

/// `GET /v1/notifications` and `POST /v1/notifications/{id}/read`, for the signed-in user only:
/// another user's notification is as unknown as a made-up id.
struct NotificationController: Sendable {
    let database: GatewayDatabase
    let now: @Sendable () -> Date

    /// Adds the routes.
    func register(on routes: GatewayRoutes) {
        routes.add(.get, "/v1/notifications", authenticated: true) { _, context in
            try await list(userID: context.requireUserID())
        }
        routes.add(.post, "/v1/notifications/{id}/read", authenticated: true) { _, context in
            try await markRead(id: context.parameters.require("id"), userID: context.requireUserID())
        }
    }

    private func list(userID: Int64) async throws -> ContractResponse<Operations.ListNotifications.Output.Ok.Body.JsonPayload> {
        let records = try await database.store.read { session in try NotificationRecord.all(of: userID, in: session) }
        return ContractResponse(.init(payload: records.map(\.payload)))
    }

    /// Idempotent: a notification read before keeps its first `readAt`.
    private func markRead(id: String, userID: Int64) async throws -> ContractResponse<Operations.MarkNotificationRead.Output.Ok.Body.JsonPayload> {
        let instant = now()
        let record = try await database.store.write { session in
            guard var record = try NotificationRecord.find(id, of: userID, in: session) else {
                throw GatewayError.notFound("notification_not_found", "There is no such notification.")
            }
            if record.readAt == nil {
                record.readAt = instant
                try session.execute("UPDATE notification SET readAt = \(instant) WHERE id = \(record.id)")
                try NotificationInbox.changed(for: userID, at: instant, in: session)
            }
            return record
        }
        return ContractResponse(.init(payload: record.payload))
    }
}
