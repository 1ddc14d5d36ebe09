import Foundation

#if canImport(Combine)
/// The scheduler-time type of the main dispatch queue on this platform.
public typealias MainQueueSchedulerTime = DispatchQueue.SchedulerTimeType
#else
/// The scheduler-time type of the main dispatch queue on this platform.
public typealias MainQueueSchedulerTime = DispatchQueue.OCombine.SchedulerTimeType
#endif

/// Delivers work on the main queue: at once when already there, otherwise on the next turn
/// of the main queue.
///
/// View models receive use-case state with `.receive(on: UIScheduler.shared)`. Unlike
/// `DispatchQueue.main` it adds no hop when the publisher already emits on the main thread,
/// which keeps view-model tests synchronous and deterministic.
public struct UIScheduler: Scheduler, Sendable {
    public typealias SchedulerTimeType = MainQueueSchedulerTime
    public typealias SchedulerOptions = Never

    /// The shared instance.
    public static let shared = UIScheduler()

    /// Marks the main queue, so `isOnMainQueue` also holds where the main queue is drained off
    /// the main thread (an async `main` on Linux serves the main actor that way).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private init() {}

    /// Whether the caller runs on the main queue (and so on the main actor).
    public static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if Self.isOnMainQueue {
            action()
        } else {
            let transferred = MainQueueAction(action)
            DispatchQueue.main.async { transferred.run() }
        }
    }

    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let transferred = MainQueueAction(action)
        DispatchQueue.main.asyncAfter(deadline: date.dispatchTime) { transferred.run() }
    }

    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(Int(interval.magnitude)))
        let transferred = MainQueueAction(action)
        timer.setEventHandler { transferred.run() }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// A scheduler action handed over to the main queue.
///
/// Safety: Combine's `Scheduler` contract passes actions as non-`Sendable` closures. The
/// scheduler never calls or keeps the action itself once wrapped: only the main queue runs
/// it, serially, so the closure is never executed concurrently.
private struct MainQueueAction: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
