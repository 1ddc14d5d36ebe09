extension LockUseCaseNameSpace {
    /// Everything the PIN lock holds, as one value (blueprint §3.5 Pattern 3): whether a request
    /// (creating the PIN, or unlocking) is on its way. Its outcome goes to the screen that asked.
    public struct Snapshot: Equatable, Sendable {
        /// Whether a request is on its way to the gateway.
        public var isRequesting: Bool

        /// Creates a snapshot; the default is a lock asked nothing yet.
        public init(isRequesting: Bool = false) {
            self.isRequesting = isRequesting
        }
    }
}
