/// What the LiveEventsUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it.
public protocol LiveEventsUseCaseRepositoryProtocol: Sendable {
    /// Opens the user's event stream, resuming after event `lastEventID` (nil: from now on). The
    /// sequence ends when the connection closes; it throws `LiveEventsUseCaseNameSpace.Errors`
    /// when it cannot open or breaks.
    func events(after lastEventID: Int64?) -> AsyncThrowingStream<LiveEventsUseCaseNameSpace.StreamItem, any Error>
}
