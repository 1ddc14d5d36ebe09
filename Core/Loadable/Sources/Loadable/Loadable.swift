/// What a use case has loaded so far (blueprint §3.4): one state machine for every use case whose
/// state is "nothing yet, on its way, here it is, or why not".
///
/// Each such use case names it in its namespace, `typealias States = Loadable<Value, Errors>`, so
/// view models read one shape everywhere and no feature writes the four cases again.
public enum Loadable<Value: Equatable & Sendable, Failure: Error & Equatable & Sendable>: Equatable, Sendable {
    /// Nothing loaded yet.
    case idle
    /// A load is on its way.
    case loading
    /// The last load gave `Value`.
    case loaded(Value)
    /// The last load failed with `Failure`; a new attempt may start from here.
    case error(Failure)

    /// The loaded value; nil in every other state.
    public var loadedValue: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// Why the last load failed; nil in every other state.
    public var failure: Failure? {
        if case .error(let failure) = self { failure } else { nil }
    }

    /// Whether a load is on its way.
    public var isLoading: Bool {
        self == .loading
    }
}
