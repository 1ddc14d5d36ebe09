extension LiveEventsUseCaseNameSpace {
    /// What an open event stream delivers, in order.
    public enum StreamItem: Equatable, Sendable {
        /// The stream is open and has sent everything up to event `lastEventID`.
        case ready(lastEventID: Int64)
        /// Event `id`; `event` is nil for a kind this app does not know, which only moves the
        /// stream's place on.
        case event(id: Int64, event: Event?)
    }
}
