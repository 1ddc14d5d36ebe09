import Foundation

extension VerificationCodeUseCaseNameSpace {
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
