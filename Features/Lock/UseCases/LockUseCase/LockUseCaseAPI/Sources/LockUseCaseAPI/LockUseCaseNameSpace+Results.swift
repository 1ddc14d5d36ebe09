extension LockUseCaseNameSpace {
    /// The verdict on a new PIN (a result model, blueprint §8.1).
    public struct CheckPinResult: Equatable, Sendable {
        /// Why the PIN cannot be used (`invalidPinFormat` or `weakPin`); nil when it can.
        public let problem: Errors?

        /// Creates the verdict.
        public init(problem: Errors?) {
            self.problem = problem
        }
    }

    /// Result of creating the PIN: the session is open (a result model, blueprint §8.1).
    public struct CreatePinResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }

    /// Result of unlocking: the session is open (a result model, blueprint §8.1).
    public struct UnlockResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
