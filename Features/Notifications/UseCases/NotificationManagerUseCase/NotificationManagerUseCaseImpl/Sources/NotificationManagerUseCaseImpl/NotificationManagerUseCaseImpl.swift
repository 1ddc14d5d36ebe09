import Foundation
import NotificationManagerUseCaseAPI
import Reactive
import Resolver
import Synchronization

/// The NotificationManagerUseCase (blueprint §3.2): polls the notifications on an injected clock
/// between `start()` and `stop()` (pausing while changes arrive live), and marks them read
/// optimistically, rolling back what the gateway refuses and telling the caller why. It publishes
/// one `Snapshot`: the list and the unread count.
///
/// Business rules here: the list is newest first; a failed poll keeps the list shown; an expired
/// session ends polling; nothing is sent while stopped; a notification marked read stays read in
/// lists fetched before the gateway knew. Every state change is made while `polling` is locked,
/// so answers that arrive after a `stop()` are dropped, and delivered once it is released, so a
/// subscriber may call back into the use case.
public final class NotificationManagerUseCaseImpl: Sendable {
    /// How often the notifications are fetched while polling.
    public static let pollInterval: Duration = .seconds(30)

    typealias NameSpace = NotificationManagerUseCaseNameSpace

    private let repository: any NotificationManagerUseCaseRepositoryProtocol
    private let clock: any Clock<Duration>
    private let stateSubject = StateSubject(NameSpace.Snapshot())
    private let polling = Mutex(Polling())

    /// Resolves the repository from the container and polls on the system's clock (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(NotificationManagerUseCaseRepositoryProtocol.self), clock: ContinuousClock())
    }

    /// Creates the use case over `repository`, timing the polls on `clock` (the tests' path).
    public init(repository: any NotificationManagerUseCaseRepositoryProtocol, clock: any Clock<Duration>) {
        self.repository = repository
        self.clock = clock
    }

    deinit {
        polling.withLock { polling in
            polling.poller?.cancel()
            polling.fetch?.cancel()
        }
    }
}

// MARK: - NotificationManagerUseCaseProtocol

extension NotificationManagerUseCaseImpl: NotificationManagerUseCaseProtocol {
    public var statePublisher: AnyPublisher<NotificationManagerUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func start() {
        polling.withLock { polling in
            guard polling.poller == nil else { return }
            polling.generation += 1
            let generation = polling.generation
            let interval = Self.pollInterval
            // Weak between polls: only a fetch on its way keeps the use case alive.
            polling.poller = Task { [weak self, clock] in
                guard await self?.load(generation) == true else { return }
                while true {
                    do {
                        try await clock.sleep(for: interval)
                    } catch {
                        return // stopped
                    }
                    guard let self else { return }
                    if self.polling.withLock({ $0.live }) { continue } // news arrives live meanwhile
                    guard await load(generation) else { return }
                }
            }
        }
    }

    public func stop() {
        polling.withLock { polling in
            polling.generation += 1
            polling.poller?.cancel()
            polling.poller = nil
            polling.fetch?.cancel()
            polling.fetch = nil
            polling.markedRead = []
            let shown = stateSubject.value
            if shown.notifications != .idle {
                stateSubject.update { $0.show(.idle) }
            }
        }
        stateSubject.deliver()
    }

    public func refresh() async {
        _ = await load(polling.withLock { $0.generation })
    }

    public func setLiveUpdates(_ live: Bool) {
        let cameBack = polling.withLock { polling in
            defer { polling.live = live }
            return live && !polling.live
        }
        // Nothing was heard while the stream was down (offline, locked): read the list again.
        if cameBack {
            Task { await refresh() }
        }
    }

    public func markRead(id: String) async throws(NotificationManagerUseCaseNameSpace.Errors) {
        guard let before = show(read: true, id: id) else { throw .notificationNotFound }
        guard !before else { return }
        do throws(NameSpace.Errors) {
            let confirmed = try await repository.markRead(id: id)
            show(read: confirmed, id: id)
        } catch {
            show(read: false, id: id)
            throw error
        }
    }
}

// MARK: - Polling

private extension NotificationManagerUseCaseImpl {
    /// What `polling` guards besides the published state.
    struct Polling {
        /// Bumped by every start and stop: answers to older fetches are dropped.
        var generation = 0
        /// The loop fetching every `pollInterval`; nil while stopped.
        var poller: Task<Void, Never>?
        /// The fetch on its way, shared by the poller and `refresh()`.
        var fetch: Task<Bool, Never>?
        /// The notifications marked read here since the start, shown read in every list fetched.
        var markedRead: Set<String> = []
        /// Whether changes arrive live: the periodic fetches pause.
        var live = false
    }

    /// Fetches the notifications for `generation`, joining a fetch already on its way.
    /// - Returns: whether polling goes on: false once stopped or when the session expired.
    func load(_ generation: Int) async -> Bool {
        let fetch: Task<Bool, Never>? = polling.withLock { polling in
            guard polling.generation == generation, polling.poller != nil else { return nil }
            if let running = polling.fetch { return running }
            if stateSubject.value.notifications.loadedValue == nil {
                stateSubject.update { $0.show(.loading) }
            }
            let task = Task { await self.fetch(generation) }
            polling.fetch = task
            return task
        }
        stateSubject.deliver()
        return await fetch?.value ?? false
    }

    /// One request for the list; publishes its outcome unless `generation` was stopped meanwhile.
    func fetch(_ generation: Int) async -> Bool {
        let outcome: Result<[NameSpace.Notification], NameSpace.Errors>
        do throws(NameSpace.Errors) {
            outcome = .success(try await repository.notifications())
        } catch {
            outcome = .failure(error)
        }
        defer { stateSubject.deliver() }
        return polling.withLock { polling in
            guard polling.generation == generation else { return false }
            polling.fetch = nil
            switch outcome {
            case .success(let notifications):
                let newestFirst = Self.newestFirst(notifications, markedRead: polling.markedRead)
                stateSubject.update { snapshot in
                    snapshot.show(.loaded(newestFirst))
                    snapshot.refreshFailure = nil
                }
                return true
            case .failure(let error):
                // A failed poll keeps the list shown, saying why; the next one tries again.
                stateSubject.update { snapshot in
                    if snapshot.notifications.loadedValue == nil {
                        snapshot.show(.error(error))
                    } else {
                        snapshot.refreshFailure = error
                    }
                }
                guard error == .sessionExpired else { return true }
                polling.poller?.cancel()
                polling.poller = nil
                return false
            }
        }
    }

    /// Publishes notification `id` as read or unread, remembering it for lists fetched meanwhile.
    /// - Returns: whether it was read before; nil when the loaded list has no such notification.
    @discardableResult
    func show(read: Bool, id: String) -> Bool? {
        defer { stateSubject.deliver() }
        return polling.withLock { polling in
            guard var notifications = stateSubject.value.notifications.loadedValue,
                  let index = notifications.firstIndex(where: { $0.id == id })
            else { return nil }
            if read {
                polling.markedRead.insert(id)
            } else {
                polling.markedRead.remove(id)
            }
            let before = notifications[index].isRead
            if before != read {
                notifications[index].isRead = read
                stateSubject.update { $0.show(.loaded(notifications)) }
            }
            return before
        }
    }

    /// `notifications` newest first (by id when sent at the same time), those in `markedRead` read.
    static func newestFirst(_ notifications: [NameSpace.Notification], markedRead: Set<String>) -> [NameSpace.Notification] {
        notifications
            .map { notification in
                var shown = notification
                shown.isRead = shown.isRead || markedRead.contains(shown.id)
                return shown
            }
            .sorted { $0.createdAt != $1.createdAt ? $0.createdAt > $1.createdAt : $0.id < $1.id }
    }
}

private extension NotificationManagerUseCaseNameSpace.Snapshot {
    /// Shows `notifications`, with their unread count.
    mutating func show(_ notifications: NotificationManagerUseCaseNameSpace.States) {
        self.notifications = notifications
        unreadCount = notifications.loadedValue?.count { !$0.isRead } ?? 0
    }
}
