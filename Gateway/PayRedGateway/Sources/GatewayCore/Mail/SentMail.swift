/// A verification mail the gateway sent: the address and the code in it.
public struct SentMail: Sendable, Equatable {
    /// The normalised address the code went to.
    public let email: String
    /// The six-digit verification code.
    public let code: String

    public init(email: String, code: String) {
        self.email = email
        self.code = code
    }
}
