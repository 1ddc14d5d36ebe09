extension PayeesRepositoryNameSpace {
    /// What deleting a payee at the gateway returns (a result model for a void method, blueprint §8.1).
    public struct DeletePayeeRemoteResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
