/// What a use case has loaded so far (blueprint §3.4): one state machine for every use case whose
/// state is "nothing yet, on its way, here it is, or why not".
///
/// Each such use case names it in its namespace, `typealias States = Loadable<Value, Errors>`, so
/// view models read one shape everywhere and no feature writes the four cases again. A reload and
/// a failed one keep the value loaded before (`last`), so a screen shows it on without keeping
/// a copy of its own.
public enum Loadable<Value: Equatable & Sendable, Failure: Error & Equatable & Sendable>: Equatable, Sendable {
    /// Nothing loaded yet.
    case idle
    /// A load is on its way; `last` is what the one before gave, if any.
    case loading(last: Value?)
    /// The last load gave `Value`.
    case loaded(Value)
    /// The last load failed with `Failure`; `last` is what an earlier one gave, if any. A new
    /// attempt may start from here.
    case error(Failure, last: Value?)

    /// A first load on its way: nothing was loaded before.
    public static var loading: Self { .loading(last: nil) }

    /// A failure with nothing loaded before.
    public static func error(_ failure: Failure) -> Self { .error(failure, last: nil) }

    /// The loaded value; nil in every other state.
    public var loadedValue: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// What is there to show: the loaded value, or while reloading or after a failed reload, the
    /// value loaded before; nil when nothing was ever loaded.
    public var value: Value? {
        switch self {
        case .idle: nil
        case .loaded(let value): value
        case .loading(let last), .error(_, let last): last
        }
    }

    /// The same state with `transform` applied to its value, loaded or loaded before: a change
    /// made while a reload runs or after it failed keeps the state what it is.
    public func mapValue(_ transform: (Value) -> Value) -> Self {
        switch self {
        case .idle: .idle
        case .loading(let last): .loading(last: last.map(transform))
        case .loaded(let value): .loaded(transform(value))
        case .error(let failure, let last): .error(failure, last: last.map(transform))
        }
    }

    /// Why the last load failed; nil in every other state.
    public var failure: Failure? {
        if case .error(let failure, _) = self { failure } else { nil }
    }

    /// Why the last reload failed while the value loaded before is there to show beside it; nil
    /// when nothing failed or nothing was loaded before (then the failure is the whole screen).
    public var staleFailure: Failure? {
        value == nil ? nil : failure
    }

    /// Whether a load is on its way.
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }
}
