extension VerificationCodeUseCaseNameSpace {
    /// Everything the verification step holds, as one value (blueprint §3.5 Pattern 3): whether a
    /// request (a check of a code, a new code) is on its way. Its outcome goes to the screen that asked.
    public struct Snapshot: Equatable, Sendable {
        /// Whether a request is on its way to the gateway.
        public var isRequesting: Bool

        /// Creates a snapshot; the default is a step where nothing was asked yet.
        public init(isRequesting: Bool = false) {
            self.isRequesting = isRequesting
        }
    }
}
