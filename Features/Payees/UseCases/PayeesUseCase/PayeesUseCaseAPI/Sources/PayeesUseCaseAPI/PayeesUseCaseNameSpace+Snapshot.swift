import Loadable

extension PayeesUseCaseNameSpace {
    /// Everything the PayeesUseCase holds, as one value (blueprint §3.5 Pattern 3): the list and the
    /// add form read it from the one `statePublisher`, so the payees and the changes asked for
    /// always agree.
    public struct Snapshot: Equatable, Sendable {
        /// The payees load.
        public var payees: States
        /// The last payee asked to be added, and where that stands; nil before any.
        public var addition: Submission<Errors>?
        /// Per payee id, the last deletion asked for and where it stands.
        public var deletions: [String: Submission<Errors>]

        /// Creates a snapshot; the defaults are a use case that has loaded nothing yet.
        public init(payees: States = .idle, addition: Submission<Errors>? = nil, deletions: [String: Submission<Errors>] = [:]) {
            self.payees = payees
            self.addition = addition
            self.deletions = deletions
        }
    }
}
