extension LoginUseCaseNameSpace {
    /// Result of saving the login state (a result model for a void method, blueprint §8.1).
    public struct SaveUserLoginStateResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
