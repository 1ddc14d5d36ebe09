

/// What the LiveEventsRepository needs from the gateway: its event stream. A remote data source
/// implements it (blueprint §1.1).
public protocol LiveEventsRepositoryRemoteDataProtocol: Sendable {
    /// Opens the signed-in user's event stream after event `lastEventID` (nil: from now on). The
    /// sequence ends when the gateway closes it, and throws
    /// `RemoteDataError` when it cannot open or breaks.
    func eventStream(after lastEventID: Int64?) -> AsyncThrowingStream<LiveEventsRepositoryNameSpace.FrameRemoteResult, any Error>
}
