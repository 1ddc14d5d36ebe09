import Foundation

/// A notification as `/v1/notifications` returns it.
struct NotificationPayload: Codable, Equatable, Sendable {
    let id: String
    let title: String
    let body: String
    /// What it tells of, as a PayRed link; absent when it tells of nothing the app opens.
    let link: String?
    /// ISO 8601 on the wire.
    let createdAt: Date
    let read: Bool
}
