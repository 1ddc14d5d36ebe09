import Foundation
import GatewayCore

/// The gateway's own check of an email address (the app validates too, but the server trusts no client).
enum EmailAddress {
    /// The normalised `raw`, or a 400 `invalid_email`.
    static func require(_ raw: String) throws -> String {
        guard let email = normalised(raw) else { throw GatewayError.invalidEmail }
        return email
    }

    /// Lower-cased, trimmed `raw` when it looks like `local@domain.tld`, else nil.
    private static func normalised(_ raw: String) -> String? {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard email.count <= 254, !email.contains(where: \.isWhitespace),
              let at = email.firstIndex(of: "@"), email.lastIndex(of: "@") == at else { return nil }
        let domain = email[email.index(after: at)...]
        let hasLocalPart = at != email.startIndex
        let hasDottedDomain = domain.contains(".") && !domain.hasPrefix(".") && !domain.hasSuffix(".")
        return hasLocalPart && hasDottedDomain ? email : nil
    }
}
