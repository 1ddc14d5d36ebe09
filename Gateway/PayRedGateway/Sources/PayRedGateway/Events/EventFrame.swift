import Foundation
import GatewayCore

/// The text frames the event stream sends, each one JSON object.
enum EventFrame {
    /// Sent first: the stream is live and has sent every event up to `lastEventId`.
    static func ready(lastEventID: Int64) -> String {
        #"{"type":"stream.ready","lastEventId":\#(lastEventID)}"#
    }

    /// One stored event: `{"id":…,"type":…,"createdAt":…,"data":{…}}`.
    static func event(_ entry: UserEventLog.Entry) -> String {
        let createdAt = entry.createdAt.formatted(.iso8601)
        return #"{"id":\#(entry.id),"type":"\#(entry.type)","createdAt":"\#(createdAt)","data":\#(entry.data)}"#
    }

    /// Sent last when the app's sign-in ended: it must sign in again.
    static let sessionRevoked = #"{"type":"session.revoked"}"#
}
