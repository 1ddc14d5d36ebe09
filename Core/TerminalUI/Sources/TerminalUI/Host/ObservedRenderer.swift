import Observation
import Synchronization

/// Renders a host under observation tracking, so a change to `@Observable` state the frame read
/// asks for the next frame (`onChange`).
///
/// Every render arms a new observation, and an observation lives until what it read changes, so
/// renders for keys, resizes and ticks leave earlier ones armed. Only the newest may ask for a
/// frame: the others fire once, silently, and end. Without that, each frame drawn without a change
/// would add an observer, and the next change would ask for one frame per frame ever drawn.
@MainActor
public final class ObservedRenderer {
    /// The number of the newest render; read on whichever thread changes the state.
    private final class Generation: Sendable {
        let newest = Mutex<UInt64>(0)
    }

    private let generation = Generation()
    private let onChange: @Sendable () -> Void

    /// `onChange` is called on the thread that changes the state, at most once per render.
    public init(onChange: @escaping @Sendable () -> Void) {
        self.onChange = onChange
    }

    /// `host`'s frame, observed.
    public func render(_ host: ViewHost) -> Frame {
        let token = generation.newest.withLock { newest in
            newest &+= 1
            return newest
        }
        return withObservationTracking {
            host.render()
        } onChange: { [generation, onChange] in
            if generation.newest.withLock({ $0 == token }) { onChange() }
        }
    }
}
