import Reactive

/// Something that may have changed on the gateway, told to whoever listens: each `note()` fires
/// `publisher` once (nothing on subscribing).
final class ChangeSignal: Sendable {
    /// How many changes were noted; only its changes matter.
    private let count = StateSubject(0)

    /// Fires once per `note()` after the subscription.
    var publisher: AnyPublisher<Void, Never> {
        count.eraseToAnyPublisher().dropFirst().map { _ in () }.eraseToAnyPublisher()
    }

    /// Records a change; `publisher` fires.
    func note() {
        _ = count.transition { $0 + 1 }
    }
}
