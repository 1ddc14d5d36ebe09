import Observation

/// The embedded demo gateway's outgoing mail, shown as a banner the way a phone shows a
/// notification: each verification code the gateway "emails" appears at the top of the screen.
@MainActor
@Observable
final class DemoInbox {
    /// The banner text for the last mail, if any.
    private(set) var banner: String?
    /// The code in the last mail, if any.
    private(set) var lastCode: String?

    /// Shows the mail with `code` sent to `email`.
    func receive(code: String, for email: String) {
        lastCode = code
        banner = "Demo inbox · to \(email): your PayRed code is \(code)"
    }
}
