import Reactive

/// The LiveEventsUseCase: what the gateway tells the signed-in app as it happens (blueprint
/// §3.2). Resolved at app start, it lives as long as the app; the root coordinator starts it
/// when the user is signed in and stops it otherwise.
///
/// While started it keeps one event stream open, reconnecting with a growing pause when it drops
/// and resuming after the last event it heard, so no event is missed across a reconnect.
public protocol LiveEventsUseCaseProtocol: AnyObject, Sendable {
    /// The connection's state, now and after every change.
    var statePublisher: AnyPublisher<LiveEventsUseCaseNameSpace.States, Never> { get }

    /// Each event as it arrives (none are replayed to a late subscriber).
    var eventsPublisher: AnyPublisher<LiveEventsUseCaseNameSpace.Event, Never> { get }

    /// Opens the stream. Does nothing while started.
    func start()

    /// Closes the stream and forgets where it was (logout, lock). Does nothing while stopped.
    func stop()
}
