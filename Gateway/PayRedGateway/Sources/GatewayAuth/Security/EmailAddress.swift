import EmailAddressRule
import GatewayCore

/// The gateway's own check of an email address, by the rule the app shares (the server trusts no client).
enum EmailAddress {
    /// `raw` trimmed and lower-cased, or a 400 `invalid_email` when `EmailAddressRule` refuses it.
    static func require(_ raw: String) throws -> String {
        guard let email = EmailAddressRule.normalised(raw) else { throw GatewayError.invalidEmail }
        return email
    }
}
