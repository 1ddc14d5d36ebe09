import Reactive

extension StateSubject {
    /// Loads into this subject (blueprint §3.5 Pattern 1): `.loading`, then `.loaded` with what
    /// `work` returns or `.error` with what it throws, already the use case's error type (typed
    /// throws at the data boundary). Nothing happens while a load is on its way, and nothing is
    /// thrown: the outcome is the state.
    public func load<Value, Failure>(_ work: () async throws(Failure) -> Value) async where Output == Loadable<Value, Failure> {
        await load(into: \.self, work)
    }

    /// Loads as ``load(_:)`` does, for `work` that throws other errors: `failure(error)` maps them.
    public func load<Value, Failure>(
        _ work: () async throws -> Value,
        failure: (any Error) -> Failure
    ) async where Output == Loadable<Value, Failure> {
        await load(into: \.self, work, failure: failure)
    }

    /// Loads into the part `keyPath` of this subject's state, as ``load(_:)`` does into the
    /// whole: for a use case whose snapshot holds its load beside other things.
    public func load<Value, Failure>(
        into keyPath: WritableKeyPath<Output, Loadable<Value, Failure>> & Sendable,
        _ work: () async throws(Failure) -> Value
    ) async {
        // Refusing inside the transition leaves the state as it was, unpublished.
        let started = (try? transition { state in
            guard !state[keyPath: keyPath].isLoading else { throw AlreadyLoading() }
            var next = state
            next[keyPath: keyPath] = .loading
            return next
        }) != nil
        guard started else { return }
        let outcome: Loadable<Value, Failure>
        do {
            outcome = .loaded(try await work())
        } catch {
            outcome = .error(error)
        }
        update { $0[keyPath: keyPath] = outcome }
        deliver()
    }

    /// Loads into `keyPath` as ``load(into:_:)`` does, for `work` that throws other errors.
    public func load<Value, Failure>(
        into keyPath: WritableKeyPath<Output, Loadable<Value, Failure>> & Sendable,
        _ work: () async throws -> Value,
        failure: (any Error) -> Failure
    ) async {
        await load(into: keyPath) { () async throws(Failure) -> Value in
            do {
                return try await work()
            } catch {
                throw failure(error)
            }
        }
    }
}

/// Why a load did not start: another is on its way.
private struct AlreadyLoading: Error {}
