extension PayeesUseCaseNameSpace {
    /// What deleting a payee returns (a result model for a void method, blueprint §8.1).
    public struct DeletePayeeResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
