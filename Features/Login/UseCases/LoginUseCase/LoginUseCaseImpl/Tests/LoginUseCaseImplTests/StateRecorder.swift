import Foundation
import LoginUseCaseAPI
import Reactive

/// Records every state a use case publishes, from whichever thread it is sent.
final class StateRecorder: @unchecked Sendable {
    // Safety: `states` is read and written only while `lock` is held; `subscription` is
    // assigned once, in `init`, before the recorder is shared.
    private let lock = NSLock()
    private var states: [LoginUseCaseNameSpace.States] = []
    private var subscription: AnyCancellable?

    init(_ publisher: AnyPublisher<LoginUseCaseNameSpace.States, Never>) {
        subscription = publisher.sink { [weak self] state in self?.append(state) }
    }

    var recorded: [LoginUseCaseNameSpace.States] { lock.withLock { states } }

    private func append(_ state: LoginUseCaseNameSpace.States) {
        lock.withLock { states.append(state) }
    }
}
