import Foundation
import GatewayContract
import GatewayCore

/// The text frames the event stream sends, each one the contract's `EventFrame` as JSON.
enum EventFrame {
    /// Sent first: the stream is live and has sent every event up to `lastEventId`.
    static func ready(lastEventID: Int64) -> String {
        text(.init(_type: "stream.ready", lastEventId: lastEventID))
    }

    /// One stored event, its `data` as it was stored.
    static func event(_ entry: UserEventLog.Entry) -> String {
        let data = try? JSONDecoder().decode(Components.Schemas.EventData.self, from: Data(entry.data.utf8))
        return text(.init(_type: entry.type, id: entry.id, createdAt: entry.createdAt, data: data ?? .init()))
    }

    /// Sent last when the app's sign-in ended: it must sign in again.
    static let sessionRevoked = text(.init(_type: "session.revoked"))

    /// `frame` as compact JSON with ISO 8601 dates.
    private static func text(_ frame: Components.Schemas.EventFrame) -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(frame)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
