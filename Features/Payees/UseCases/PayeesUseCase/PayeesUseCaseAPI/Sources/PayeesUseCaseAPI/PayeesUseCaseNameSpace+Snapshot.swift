import Loadable

extension PayeesUseCaseNameSpace {
    /// Everything the PayeesUseCase holds, as one value (blueprint §3.5 Pattern 3): the list and the
    /// add form read it from the one `statePublisher`. The outcome of a change goes to the screen
    /// that asked.
    public struct Snapshot: Equatable, Sendable {
        /// The payees load.
        public var payees: States
        /// Whether a payee is being saved.
        public var isAdding: Bool
        /// The ids of the payees whose deletion is on its way.
        public var deleting: Set<String>

        /// Creates a snapshot; the defaults are a use case that has loaded nothing yet.
        public init(payees: States = .idle, isAdding: Bool = false, deleting: Set<String> = []) {
            self.payees = payees
            self.isAdding = isAdding
            self.deleting = deleting
        }
    }
}
