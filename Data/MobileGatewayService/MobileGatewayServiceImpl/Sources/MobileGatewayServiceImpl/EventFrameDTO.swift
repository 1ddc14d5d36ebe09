import Foundation
import LiveEventsRepositoryAPI
import RemoteDataError

/// One text frame of `GET /v1/events`, as the gateway sends it.
struct EventFrameDTO: Decodable, Sendable {
    /// What a frame means to the data source.
    enum Decoded: Equatable {
        case frame(LiveEventsRepositoryNameSpace.FrameRemoteResult)
        /// The sign-in ended; the gateway closes the stream next.
        case sessionRevoked
    }

    struct Money: Decodable, Sendable {
        let minorUnits: Int64
        let currency: String
    }

    struct Payload: Decodable, Sendable {
        let amount: Money?
        let from: String?
        let accountId: String?
        let cardId: String?
        let frozen: Bool?
        let unread: Int?
    }

    let type: String
    let id: Int64?
    let lastEventId: Int64?
    let data: Payload?

    /// Decodes `text`.
    /// - Throws: `invalidResponse` for a frame that is not one of the gateway's.
    static func decode(_ text: String) throws -> Decoded {
        guard let dto = try? JSONDecoder().decode(EventFrameDTO.self, from: Data(text.utf8)) else {
            throw RemoteDataError.invalidResponse
        }
        guard let decoded = dto.decoded else { throw RemoteDataError.invalidResponse }
        return decoded
    }

    private var decoded: Decoded? {
        switch (type, id, data) {
        case ("stream.ready", _, _):
            lastEventId.map { .frame(.ready(lastEventID: $0)) }
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
