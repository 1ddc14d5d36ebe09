import LiveEventsUseCaseAPI
import Reactive
import Resolver
import Synchronization

/// The LiveEventsUseCase (blueprint §3.2): keeps the user's event stream open between `start()`
/// and `stop()`.
///
/// Business rules here: a dropped or refused stream is opened again after a pause that doubles
/// from 1 s up to 30 s (back to 1 s once a stream opens); each reconnect resumes after the last
/// event heard, so nothing is missed; an ended sign-in stops for good; answers after a `stop()`
/// are dropped.
public final class LiveEventsUseCaseImpl: Sendable {
    typealias NameSpace = LiveEventsUseCaseNameSpace

    /// The pauses before each reconnect attempt; the last one repeats.
    public static let reconnectPauses: [Duration] = [1, 2, 4, 8, 16, 30].map { .seconds($0) }

    private let repository: any LiveEventsUseCaseRepositoryProtocol
    private let clock: any Clock<Duration>
    private let stateSubject = StateSubject(NameSpace.States.stopped)
    /// The newest event, nil before the first; subscribers get only what comes after them.
    private let eventSubject = StateSubject<NameSpace.Event?>(nil)
    private let running = Mutex(Running())

    /// Resolves the repository from the container and pauses on the system's clock (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(LiveEventsUseCaseRepositoryProtocol.self), clock: ContinuousClock())
    }

    /// Creates the use case over `repository`, pausing between attempts on `clock` (the tests' path).
    public init(repository: any LiveEventsUseCaseRepositoryProtocol, clock: any Clock<Duration>) {
        self.repository = repository
        self.clock = clock
    }

    deinit {
        running.withLock { $0.task?.cancel() }
    }
}

// MARK: - LiveEventsUseCaseProtocol

extension LiveEventsUseCaseImpl: LiveEventsUseCaseProtocol {
    public var statePublisher: AnyPublisher<LiveEventsUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public var eventsPublisher: AnyPublisher<LiveEventsUseCaseNameSpace.Event, Never> {
        eventSubject.eraseToAnyPublisher().dropFirst().compactMap { $0 }.eraseToAnyPublisher()
    }

    public func start() {
        running.withLock { running in
            guard running.task == nil else { return }
            running.generation += 1
            running.lastEventID = nil
            let generation = running.generation
            stateSubject.send(.connecting)
            running.task = Task { [weak self] in await self?.run(generation) }
        }
    }

    public func stop() {
        running.withLock { running in
            running.generation += 1
            running.task?.cancel()
            running.task = nil
            running.lastEventID = nil
            if stateSubject.value != .stopped {
                stateSubject.send(.stopped)
            }
        }
    }
}

// MARK: - The connection loop

private extension LiveEventsUseCaseImpl {
    /// What `running` guards besides the published state.
    struct Running {
        /// Bumped by every start and stop: a loop of an older generation publishes nothing.
        var generation = 0
        /// The loop keeping the stream open; nil while stopped.
        var task: Task<Void, Never>?
        /// The last event heard (or the stream's place when it opened); nil before the first stream.
        var lastEventID: Int64?
    }

    /// Opens the stream again and again until stopped or the sign-in ends.
    func run(_ generation: Int) async {
        var attempt = 0
        while !Task.isCancelled {
            do {
                let after = running.withLock { $0.lastEventID }
                for try await item in repository.events(after: after) {
                    guard receive(item, generation: generation) else { return }
                    if case .ready = item { attempt = 0 }
                }
            } catch NameSpace.Errors.sessionExpired {
                finish(generation)
                return
            } catch {
                // Dropped or refused: tried again after a pause.
            }
            attempt += 1
            guard publish(.waitingToReconnect(attempt: attempt), generation: generation) else { return }
            let pause = Self.reconnectPauses[min(attempt, Self.reconnectPauses.count) - 1]
            do {
                try await clock.sleep(for: pause)
            } catch {
                return // stopped
            }
            guard publish(.connecting, generation: generation) else { return }
        }
    }

    /// Takes in one stream item for `generation`; false once that generation was stopped.
    func receive(_ item: NameSpace.StreamItem, generation: Int) -> Bool {
        running.withLock { running in
            guard running.generation == generation else { return false }
            switch item {
            case .ready(let lastEventID):
                running.lastEventID = running.lastEventID ?? lastEventID
                if stateSubject.value != .live { stateSubject.send(.live) }
            case let .event(id, event):
                running.lastEventID = id
                if let event { eventSubject.send(event) }
            }
            return true
        }
    }

    /// Publishes `state` for `generation`; false once that generation was stopped.
    func publish(_ state: NameSpace.States, generation: Int) -> Bool {
        running.withLock { running in
            guard running.generation == generation else { return false }
            stateSubject.send(state)
            return true
        }
    }

    /// Ends `generation` for good: its sign-in is over.
    func finish(_ generation: Int) {
        running.withLock { running in
            guard running.generation == generation else { return }
            running.task = nil
            stateSubject.send(.stopped)
        }
    }
}
