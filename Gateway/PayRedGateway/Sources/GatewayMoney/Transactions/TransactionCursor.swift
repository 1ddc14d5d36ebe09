import Foundation

/// Where the next page of transactions starts: after the transaction with id `lastID`.
/// On the wire it is an opaque token, the unpadded base64url of `tx:` and the id in 19 digits;
/// the fixed width makes a truncated or extended token invalid rather than another cursor.
struct TransactionCursor: Equatable, Sendable {
    private static let prefix = "tx:"
    private static let digits = 19  // Int64.max has 19 digits

    /// The id of the last transaction already returned; the next page has lower ids.
    let lastID: Int64

    init(lastID: Int64) {
        self.lastID = lastID
    }

    /// Decodes `token`; nil unless it is exactly a token this type produced.
    init?(token: String) {
        let base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard let data = Data(base64Encoded: base64 + String(repeating: "=", count: (4 - base64.count % 4) % 4)),
              let text = String(data: data, encoding: .utf8), text.hasPrefix(Self.prefix),
              let lastID = Int64(text.dropFirst(Self.prefix.count)), lastID > 0,
              TransactionCursor(lastID: lastID).token == token
        else { return nil }
        self.lastID = lastID
    }

    /// The opaque token clients send back as `cursor`.
    var token: String {
        let id = String(lastID)
        let padded = String(repeating: "0", count: max(0, Self.digits - id.count)) + id
        return Data((Self.prefix + padded).utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
