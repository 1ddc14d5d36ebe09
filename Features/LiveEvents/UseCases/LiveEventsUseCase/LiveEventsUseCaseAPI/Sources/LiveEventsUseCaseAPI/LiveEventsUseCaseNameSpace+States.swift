extension LiveEventsUseCaseNameSpace {
    /// The LiveEventsUseCase's state machine (blueprint §3.4).
    public enum States: Equatable, Sendable {
        /// Not started, or stopped.
        case stopped
        /// Opening the stream.
        case connecting
        /// The stream is open: events arrive as they happen.
        case live
        /// The stream dropped or could not open (attempt `attempt`, from 1); it is tried again
        /// after a pause. Meanwhile screens fall back to polling.
        case waitingToReconnect(attempt: Int)
    }
}
