import Reactive

extension StateSubject {
    /// Loads into this subject (blueprint §3.5 Pattern 1): `.loading`, then `.loaded` with what
    /// `work` returns or `.error` with `failure(error)`. Nothing happens while a load is on its way,
    /// and nothing is thrown: the outcome is the state.
    public func load<Value, Failure>(
        _ work: () async throws -> Value,
        failure: (any Error) -> Failure
    ) async where Output == Loadable<Value, Failure> {
        // Refusing inside the transition leaves the state as it was, unpublished.
        let started = (try? transition { state in
            guard !state.isLoading else { throw AlreadyLoading() }
            return .loading
        }) != nil
        guard started else { return }
        do {
            send(.loaded(try await work()))
        } catch {
            send(.error(failure(error)))
        }
    }
}

/// Why a load did not start: another is on its way.
private struct AlreadyLoading: Error {}
