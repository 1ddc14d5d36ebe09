extension LoginRepositoryNameSpace {
    /// Failures of the on-device database.
    public enum DataBaseErrors: Error, Equatable, Sendable {
        /// Reading or writing the database failed; `reason` is for logs, not for users.
        case storageFailure(reason: String)
        /// No login state is stored for the email.
        case userStateNotFound
    }
}
