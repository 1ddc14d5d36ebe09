extension LoginRepositoryNameSpace {
    /// The next step stored for a user on the device (blueprint §1.2).
    public enum UserLoginStep: String, Equatable, Sendable {
        /// Nothing decided yet.
        case idle
        /// The user must verify the email.
        case shouldVerify
        /// The user must enter the PIN.
        case shouldEnterPin
    }

    /// Result of creating a user login state (a result model for a void method, blueprint §8.1).
    public struct CreateUserStateResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }

    /// Result of updating a user login state (a result model for a void method, blueprint §8.1).
    public struct UpdateUserLoginStateResult: Equatable, Sendable {
        /// The step now stored.
        public let step: UserLoginStep

        /// Creates the result.
        public init(step: UserLoginStep) {
            self.step = step
        }
    }
}

extension LoginRepositoryNameSpace {
    /// Result of storing a secret (a result model for a void method, blueprint §8.1).
    public struct SaveSecretResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
