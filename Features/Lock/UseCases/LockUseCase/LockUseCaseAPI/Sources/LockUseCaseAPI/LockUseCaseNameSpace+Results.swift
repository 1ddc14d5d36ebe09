extension LockUseCaseNameSpace {
    /// Result of accepting a new PIN (a result model for a void method, blueprint §8.1).
    public struct CheckPinResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
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
