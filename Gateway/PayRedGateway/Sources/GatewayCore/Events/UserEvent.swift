import Foundation

/// Something a signed-in app should hear of at once, as the event stream sends it:
/// `{"id": 42, "type": "money.received", "data": {…}, "createdAt": …}`.
public enum UserEvent: Sendable, Equatable {
    /// Money arrived on one of the user's accounts from another PayRed user.
    case moneyReceived(transactionId: String, accountId: String, amount: MoneyPayload, from: String)
    /// A card was frozen or unfrozen (on any device).
    case cardChanged(cardId: String, frozen: Bool)
    /// A notification arrived or was read; `unread` is how many are unread now.
    case notificationsChanged(unread: Int)
    /// The session the stream belongs to was revoked: the app must sign in again.
    case sessionRevoked

    /// The event's `type` on the wire.
    public var type: String {
        switch self {
        case .moneyReceived: "money.received"
        case .cardChanged: "card.changed"
        case .notificationsChanged: "notifications.changed"
        case .sessionRevoked: "session.revoked"
        }
    }

    /// The event's `data` object on the wire, as JSON text.
    public var dataJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data: Data? = switch self {
        case let .moneyReceived(transactionId, accountId, amount, from):
            try? encoder.encode(MoneyReceived(transactionId: transactionId, accountId: accountId, amount: amount, from: from))
        case let .cardChanged(cardId, frozen):
            try? encoder.encode(CardChanged(cardId: cardId, frozen: frozen))
        case let .notificationsChanged(unread):
            try? encoder.encode(["unread": unread])
        case .sessionRevoked:
            nil
        }
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private struct MoneyReceived: Encodable {
        let transactionId: String
        let accountId: String
        let amount: MoneyPayload
        let from: String
    }

    private struct CardChanged: Encodable {
        let cardId: String
        let frozen: Bool
    }
}
