import Foundation

extension AuthenticationFlowUseCaseNameSpace {
    /// A sign-up the user started on this device and has not finished.
    public struct PendingSignUp: Equatable, Sendable {
        /// The step the sign-up stopped at.
        public enum Step: Equatable, Sendable {
            /// The emailed code was not entered yet.
            case verifyEmail
            /// The email is verified; the PIN was not created yet.
            case createPin
        }

        /// The email being signed up.
        public let email: String
        /// Where it stopped.
        public let step: Step
        /// When that step started (the code was sent, or the email verified).
        public let stepStartedAt: Date

        /// Creates the pending sign-up.
        public init(email: String, step: Step, stepStartedAt: Date) {
            self.email = email
            self.step = step
            self.stepStartedAt = stepStartedAt
        }
    }
}
