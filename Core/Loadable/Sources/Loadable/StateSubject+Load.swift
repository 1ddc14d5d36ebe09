import Reactive

extension StateSubject {
    /// Loads into this subject (blueprint §3.5 Pattern 1): `.loading`, then `.loaded` with what
    /// `work` returns or `.error` with what it throws, already the use case's error type (typed
    /// throws at the data boundary). Both carry the value loaded before as `last`. Nothing happens
    /// while a load is on its way, and nothing is thrown: the outcome is the state.
    public func load<Value, Failure>(_ work: () async throws(Failure) -> Value) async where Output == Loadable<Value, Failure> {
        await load(into: \.self, work)
    }

    /// Loads into the part `keyPath` of this subject's state, as ``load(_:)`` does into the
    /// whole: for a use case whose snapshot holds its load beside other things.
    public func load<Value, Failure>(
        into keyPath: WritableKeyPath<Output, Loadable<Value, Failure>> & Sendable,
        _ work: () async throws(Failure) -> Value
    ) async {
        // Refusing inside the transition leaves the state as it was, unpublished.
        guard let before = try? transition({ state in
            guard !state[keyPath: keyPath].isLoading else { throw AlreadyLoading() }
            var next = state
            next[keyPath: keyPath] = .loading(last: state[keyPath: keyPath].value)
            return next
        }) else { return }
        let last = before[keyPath: keyPath].value
        let outcome: Loadable<Value, Failure>
        do {
            outcome = .loaded(try await work())
        } catch {
            outcome = .error(error, last: last)
        }
        update { $0[keyPath: keyPath] = outcome }
        deliver()
    }
}

/// Why a load did not start: another is on its way.
private struct AlreadyLoading: Error {}
