import Reactive

extension StateSubject {
    /// Starts the action whose progress is at `progress`: publishes `.submitting`, then, when there
    /// is a `problem` (a rule refusing it before anything is sent), `.failed(problem)` at once.
    /// Passing through `.submitting` lets a screen that drops repeated states see the same refusal
    /// twice in a row. Nothing happens, unpublished, while `isBusy` holds of the state (by default:
    /// while this action is on its way).
    /// - Returns: whether the action goes on (it started and nothing refused it).
    public func submit<Failure>(
        _ progress: WritableKeyPath<Output, Submission<Failure>?> & Sendable,
        failing problem: Failure?,
        unlessBusy isBusy: ((Output) -> Bool)? = nil
    ) -> Bool {
        let started = (try? transition { state in
            guard !(isBusy?(state) ?? (state[keyPath: progress] == .submitting)) else { throw AlreadySubmitting() }
            var next = state
            next[keyPath: progress] = .submitting
            return next
        }) != nil
        guard started else { return false }
        guard let problem else { return true }
        update { $0[keyPath: progress] = .failed(problem) }
        deliver()
        return false
    }
}

/// Why an action did not start: one is on its way.
private struct AlreadySubmitting: Error {}
