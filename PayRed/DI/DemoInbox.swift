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

    /// The banner text for the last mail, if any.
    private var text: String?
    /// When the last mail's banner goes.
    public private(set) var expiresAt: Date?
    /// The code in the last mail, if any.
    public private(set) var lastCode: String?

    public init() {}

    /// Shows the mail with `code` sent to `email`, received at `now`.
    public func receive(code: String, for email: String, at now: Date = Date()) {
        lastCode = code
        text = "Demo inbox · to \(email): your PayRed code is \(code)"
        expiresAt = now.addingTimeInterval(Self.codeLifetime)
    }

    /// The banner to show at `now`: the last mail until its code expires, then none.
    public func banner(at now: Date) -> String? {
        guard let expiresAt, now < expiresAt else { return nil }
        return text
    }
}
