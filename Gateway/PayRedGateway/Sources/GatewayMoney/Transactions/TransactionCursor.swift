import GatewayCore

/// Where the next page of transactions starts: after the transaction with id `lastID`.
/// On the wire it is an opaque token signed by the gateway (`CursorSigner`): `tx:` and the id in
/// 19 digits, then a signature, so a token the gateway did not return is refused.
struct TransactionCursor: Equatable, Sendable {
    private static let prefix = "tx:"
    private static let digits = 19  // Int64.max has 19 digits

    /// The id of the last transaction already returned; the next page has lower ids.
    let lastID: Int64

    init(lastID: Int64) {
        self.lastID = lastID
    }

    /// Decodes `token`; nil unless `signer` signed exactly a cursor this type produced.
    init?(token: String, signer: CursorSigner) {
        guard let text = signer.verify(token), text.hasPrefix(Self.prefix), text.count == Self.prefix.count + Self.digits,
              let lastID = Int64(text.dropFirst(Self.prefix.count)), lastID > 0
        else { return nil }
        self.lastID = lastID
    }

    /// The opaque token clients send back as `cursor`.
    func token(signer: CursorSigner) -> String {
        let id = String(lastID)
        return signer.sign(Self.prefix + String(repeating: "0", count: max(0, Self.digits - id.count)) + id)
    }
}
