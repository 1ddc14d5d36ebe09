extension LiveEventsRepositoryNameSpace {
    /// One frame of the gateway's event stream, decoded.
    public enum FrameRemoteResult: Equatable, Sendable {
        /// `stream.ready`: everything up to `lastEventID` was sent.
        case ready(lastEventID: Int64)
        /// `money.received`.
        case moneyReceived(id: Int64, minorUnits: Int64, currency: String, from: String, accountID: String)
        /// `card.changed`.
        case cardChanged(id: Int64, cardID: String, frozen: Bool)
        /// `notifications.changed`.
        case notificationsChanged(id: Int64, unread: Int)
        /// An event of a type this app does not know.
        case unknown(id: Int64, type: String)
    }
}
