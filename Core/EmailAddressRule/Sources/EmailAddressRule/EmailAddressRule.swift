/// The one rule for a well-formed email address, shared by the app and the gateway.
///
/// After trimming surrounding whitespace and newlines: one `@`; a local part of at most 64
/// allowed characters that neither starts nor ends with a dot and has no two dots in a row; a
/// domain of at least two dot-separated labels of at most 63 letters, digits or hyphens, none
/// starting or ending with a hyphen; at most 254 characters in all.
public enum EmailAddressRule {
    private static let localCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-")
    private static let labelCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")

    /// `raw` trimmed and lower-cased when it is a well-formed address, else nil.
    public static func normalised(_ raw: String) -> String? {
        let email = trimmed(raw)
        return isWellFormed(email) ? email.lowercased() : nil
    }

    /// `raw` without leading or trailing whitespace and newlines.
    private static func trimmed(_ raw: String) -> Substring {
        let start = raw.firstIndex { !$0.isWhitespace } ?? raw.endIndex
        let end = raw.lastIndex { !$0.isWhitespace }.map(raw.index(after:)) ?? start
        return raw[start..<end]
    }

    /// Whether `email`, as typed, follows the rule.
    private static func isWellFormed(_ email: Substring) -> Bool {
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
