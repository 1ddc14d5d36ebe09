import Foundation
import Loadable

extension VerificationCodeUseCaseNameSpace {
    /// Everything the verification step holds, as one value (blueprint §3.5 Pattern 3): where the
    /// last check of a code and the last request for a new one stand.
    public struct Snapshot: Equatable, Sendable {
        /// The last code checked; `done` means the PIN step comes next.
        public var verification: Submission<Errors>?
        /// The last new code asked for; `resendNotYetAvailable(until:)` says when one may be.
        public var resend: Submission<Errors>?
        /// When the next code may be asked for, once a new one was sent here.
        public var nextResendAt: Date?

        /// Creates a snapshot; the defaults are a step where nothing was asked yet.
        public init(verification: Submission<Errors>? = nil, resend: Submission<Errors>? = nil, nextResendAt: Date? = nil) {
            self.verification = verification
            self.resend = resend
            self.nextResendAt = nextResendAt
        }
    }
}
