extension Publisher where Output: Equatable & Sendable, Failure == Never {
    /// Calls `apply` on the main actor with each new value (repeats dropped), through `UIScheduler`:
    /// how a view model follows a use case's state publisher.
    ///
    /// Keep the returned cancellable for as long as the values are wanted.
    public func observeOnMain(_ apply: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        removeDuplicates()
            .receive(on: UIScheduler.shared)
            .sink { value in
                // UIScheduler delivers on the main queue, which serves the main actor.
                MainActor.assumeIsolated { apply(value) }
            }
    }
}
