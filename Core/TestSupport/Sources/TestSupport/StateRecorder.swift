import Foundation
import Reactive

/// Records every state a publisher sends, from whichever thread it is sent.
public final class StateRecorder<State: Sendable>: @unchecked Sendable {
    // Safety: `states` is read and written only while `lock` is held; `subscription` is
    // assigned once, in `init`, before the recorder is shared.
    private let lock = NSLock()
    private var states: [State] = []
    private var subscription: AnyCancellable?

    /// Starts recording what `publisher` sends.
    public init(_ publisher: AnyPublisher<State, Never>) {
        subscription = publisher.sink { [weak self] state in self?.append(state) }
    }

    /// Every state sent so far, oldest first.
    public var recorded: [State] { lock.withLock { states } }

    private func append(_ state: State) {
        lock.withLock { states.append(state) }
    }
}
