/// The gateway's own check of an email address (the app validates too, but the server trusts no client).
enum EmailAddress {
    /// Lower-cased, trimmed `raw` when it looks like `local@domain.tld`, else nil.
    static func normalised(_ raw: String) -> String? {
        let email = raw.trimmingCharacters(in: .whitespaces).lowercased()
        guard email.count <= 254, !email.contains(where: \.isWhitespace),
              let at = email.firstIndex(of: "@"), email.lastIndex(of: "@") == at else { return nil }
        let domain = email[email.index(after: at)...]
        let hasLocalPart = at != email.startIndex
        let hasDottedDomain = domain.contains(".") && !domain.hasPrefix(".") && !domain.hasSuffix(".")
        return hasLocalPart && hasDottedDomain ? email : nil
    }
}
