import Foundation

extension VerificationCodeUseCaseNameSpace {
    /// Result of a verified email (a result model for a void method, blueprint §8.1): the PIN comes next.
    public struct VerifyResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }

    /// Result of sending a new code.
    public struct ResendResult: Equatable, Sendable {
        /// When the next code may be asked for.
        public let nextResendAt: Date

        /// Creates the result.
        public init(nextResendAt: Date) {
            self.nextResendAt = nextResendAt
        }
    }

    /// What the repository reports for a verified email (a result model, blueprint §8.1).
    public struct VerifyResponse: Equatable, Sendable {
        /// Creates the response.
        public init() {}
    }

    /// What the repository reports for a code sent (a result model, blueprint §8.1).
    public struct ResendResponse: Equatable, Sendable {
        /// Creates the response.
        public init() {}
    }
}
