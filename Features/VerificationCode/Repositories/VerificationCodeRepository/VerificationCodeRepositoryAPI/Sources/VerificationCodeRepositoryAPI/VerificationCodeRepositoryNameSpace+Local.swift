extension VerificationCodeRepositoryNameSpace {
    /// Result of storing a secret (a result model for a void method, blueprint §8.1).
    public struct SaveSecretResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }

    /// Result of recording the sign-up's progress (a result model for a void method, blueprint §8.1).
    public struct MarkStepResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
