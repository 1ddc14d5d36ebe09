import Foundation
import GatewayContract
import LiveEventsRepositoryAPI
import RemoteDataError

/// The event stream's text frames, each the contract's `EventFrame`, as the live events' remote results.
enum LiveEventsMapper {
    /// What a frame means to the data source.
    enum Decoded: Equatable {
        case frame(LiveEventsRepositoryNameSpace.FrameRemoteResult)
        /// The sign-in ended; the gateway closes the stream next.
        case sessionRevoked
    }

    /// Decodes `text`.
    /// - Throws: `invalidResponse` for a frame that is not one of the gateway's.
    static func frame(_ text: String) throws -> Decoded {
        guard let frame = try? GatewayCoding.decoder.decode(Components.Schemas.EventFrame.self, from: Data(text.utf8)),
              let decoded = decoded(frame)
        else {
            throw RemoteDataError.invalidResponse
        }
        return decoded
    }

    private static func decoded(_ frame: Components.Schemas.EventFrame) -> Decoded? {
        switch (frame._type, frame.id, frame.data) {
        case ("stream.ready", _, _):
            frame.lastEventId.map { .frame(.ready(lastEventID: $0)) }
        case ("session.revoked", _, _):
            .sessionRevoked
        case let ("money.received", id?, data?):
            data.amount.flatMap { amount in
                data.from.flatMap { from in
                    data.accountId.map { .frame(.moneyReceived(id: id, minorUnits: amount.minorUnits, currency: amount.currency, from: from, accountID: $0)) }
                }
            }
        case let ("card.changed", id?, data?):
            data.cardId.flatMap { card in data.frozen.map { .frame(.cardChanged(id: id, cardID: card, frozen: $0)) } }
        case let ("notifications.changed", id?, data?):
            data.unread.map { .frame(.notificationsChanged(id: id, unread: $0)) }
        case let (type, id?, _):
            .frame(.unknown(id: id, type: type))
        default:
            nil
        }
    }
}
