import Foundation
import Observation

/// The embedded demo gateway's outgoing mail, shown as a banner the way a phone shows a
/// notification: each verification code the gateway "emails" appears at the top of the screen,
/// for as long as the code is good (ten minutes), never after.
@MainActor
@Observable
public final class DemoInbox {
    /// How long a mailed code is good for, and so how long its banner stays.
    public static let codeLifetime: TimeInterval = 10 * 60

    /// Where the last mail went, if any.
    private var email: String?
    /// When the last mail's banner goes.
    public private(set) var expiresAt: Date?
    /// The code in the last mail, if any.
    public private(set) var lastCode: String?

    public init() {}

    /// Shows the mail with `code` sent to `email`, received at `now`.
    public func receive(code: String, for email: String, at now: Date = Date()) {
        lastCode = code
        self.email = email
        expiresAt = now.addingTimeInterval(Self.codeLifetime)
    }

    /// The banner to show at `now`, in the language shown: the last mail until its code expires, then none.
    public func banner(at now: Date) -> String? {
        guard let expiresAt, now < expiresAt, let email, let lastCode else { return nil }
        return Strings.DI.DemoInbox.code(email, lastCode)
    }
}
