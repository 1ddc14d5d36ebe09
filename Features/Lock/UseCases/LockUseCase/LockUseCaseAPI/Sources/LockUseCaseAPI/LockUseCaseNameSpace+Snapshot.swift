import Loadable

extension LockUseCaseNameSpace {
    /// Everything the PIN lock holds, as one value (blueprint §3.5 Pattern 3): where the last
    /// request (creating the PIN, or unlocking) stands.
    public struct Snapshot: Equatable, Sendable {
        /// The last request; `done` means the session is open and the flow moves on.
        public var request: Submission<Errors>?

        /// Creates a snapshot; the default is a lock asked nothing yet.
        public init(request: Submission<Errors>? = nil) {
            self.request = request
        }
    }
}
