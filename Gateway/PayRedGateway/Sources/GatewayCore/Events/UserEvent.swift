import Foundation
import GatewayContract

/// Something a signed-in app should hear of at once, as the event stream sends it:
/// `{"id": 42, "type": "money.received", "data": {…}, "createdAt": …}`.
public enum UserEvent: Sendable, Equatable {
    /// Money arrived on one of the user's accounts from another PayRed user.
    case moneyReceived(transactionId: String, accountId: String, amount: Components.Schemas.Money, from: String)
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
        return (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The event's `data` object.
    private var data: Components.Schemas.EventData {
        switch self {
        case let .moneyReceived(transactionId, accountId, amount, from):
            .init(transactionId: transactionId, accountId: accountId, amount: amount, from: from)
        case let .cardChanged(cardId, frozen):
            .init(cardId: cardId, frozen: frozen)
        case let .notificationsChanged(unread):
            .init(unread: unread)
        case .sessionRevoked:
            .init()
        }
    }
}
