import Foundation

extension AuthenticationFlowRepositoryNameSpace {
    /// An unfinished sign-up as the on-device database keeps it.
    public struct StoredSignUp: Equatable, Sendable {
        /// The step it stopped at.
        public enum Step: Equatable, Sendable {
            /// Waiting for the emailed code.
            case shouldVerify
            /// Verified; waiting for the PIN.
            case shouldCreatePin
        }

        /// The email being signed up.
        public let email: String
        /// Where it stopped.
        public let step: Step
        /// When that step was stored.
        public let updatedAt: Date

        /// Creates the stored sign-up.
        public init(email: String, step: Step, updatedAt: Date) {
            self.email = email
            self.step = step
            self.updatedAt = updatedAt
        }
    }

    /// Result of wiping a store (a result model for a void method, blueprint §8.1).
    public struct WipeResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
