extension LockRepositoryNameSpace {
    /// Result of opening the session (a result model for a void method, blueprint §8.1).
    public struct BeginSessionResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }

    /// Result of deleting the sign-up's secrets (a result model for a void method, blueprint §8.1).
    public struct DeleteSecretsResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }

    /// Result of recording the finished sign-up (a result model for a void method, blueprint §8.1).
    public struct MarkStepResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
