import Foundation
import GatewayContract
import GatewayCore
import GRDB

/// A `notification` row: a message for one user, unread while `readAt` is nil.
struct NotificationRecord: Codable, FetchableRecord, Sendable {
    var id: String
    var userId: Int64
    /// What it tells (`money.received`), worded by the app; `message` for one written as text.
    var kind: String
    var amountMinorUnits: Int64?
    var currency: String?
    var counterparty: String?
    var reference: String?
    /// The text of a `message`, written before kinds existed; empty for every other kind.
    var title: String
    var body: String
    /// What it tells of, as a PayRed link; nil when it tells of nothing the app opens.
    var link: String?
    var createdAt: Date
    var readAt: Date?

    /// The notifications of `userID`, newest first.
    static func all(of userID: Int64, in session: any SQLSession) throws -> [NotificationRecord] {
        try session.fetchAll(NotificationRecord.self, "SELECT * FROM notification WHERE userId = \(userID) ORDER BY createdAt DESC, id")
    }

    /// The notification `id` if it belongs to `userID`.
    static func find(_ id: String, of userID: Int64, in session: any SQLSession) throws -> NotificationRecord? {
        try session.fetchOne(NotificationRecord.self, "SELECT * FROM notification WHERE id = \(id) AND userId = \(userID)")
    }

    /// The notification as the API returns it.
    var payload: Components.Schemas.Notification {
        let amount = amountMinorUnits.flatMap { minorUnits in currency.map { Components.Schemas.Money(minorUnits: minorUnits, currency: $0) } }
        let isMessage = kind == "message"
        return Components.Schemas.Notification(
            id: id,
            kind: kind,
            arguments: .init(amount: amount, counterparty: counterparty, reference: reference),
            title: isMessage ? title : nil,
            body: isMessage ? body : nil,
            createdAt: createdAt,
            read: readAt != nil,
            link: link
        )
    }
}
