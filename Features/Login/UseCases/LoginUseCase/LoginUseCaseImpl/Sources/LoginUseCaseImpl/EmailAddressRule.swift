/// The business rule for a well-formed email address.
///
/// One `@`, a non-empty local part of allowed characters, and a domain of at least two
/// dot-separated labels, each of letters, digits or hyphens, not starting or ending with a hyphen.
enum EmailAddressRule {
    private static let localCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-")
    private static let labelCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")

    /// Whether `email` is a well-formed address.
    static func isValid(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, email.count <= 254 else { return false }
        let local = parts[0]
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard !local.isEmpty, local.count <= 64, local.allSatisfy(localCharacters.contains),
              !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..") else { return false }
        guard labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.allSatisfy(labelCharacters.contains)
                && !label.hasPrefix("-") && !label.hasSuffix("-")
        }
    }
}
