import Crypto
import Foundation

/// Signs the opaque cursors the gateway hands out, so a cursor it did not return (a well-formed
/// forgery or a changed one) is refused. A token names the key that signed it,
/// `key.payload.signature` (base64url without padding), so that any of the keys a `CursorKeyring`
/// holds verifies it while only the newest signs.
public struct CursorSigner: Sendable {
    /// One signing key and its id.
    public struct Key: Sendable {
        public let id: String
        let secret: SymmetricKey

        public init(id: String, secret: Data) {
            self.id = id
            self.secret = SymmetricKey(data: secret)
        }
    }

    /// The keys, the signing one first.
    private let keys: [Key]

    /// A signer that signs with `keys[0]` and verifies with any of `keys` (at least one).
    public init(keys: [Key]) {
        precondition(!keys.isEmpty, "a cursor signer needs a key")
        self.keys = keys
    }

    /// `text` signed by the newest key.
    public func sign(_ text: String) -> String {
        let key = keys[0]
        let payload = Data(text.utf8)
        return key.id + "." + Self.base64URL(payload) + "." + Self.base64URL(Data(HMAC<SHA256>.authenticationCode(for: payload, using: key.secret)))
    }

    /// The text `token` carries, if one of these keys signed it.
    public func verify(_ token: String) -> String? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let key = keys.first(where: { $0.id == parts[0] }),
              let payload = Self.data(base64URL: parts[1]), let signature = Self.data(base64URL: parts[2]),
              HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: payload, using: key.secret)
        else { return nil }
        return String(data: payload, encoding: .utf8)
    }

    /// Whether `token` names a key this signer holds (or names none it could: then reading the
    /// keys again would not help).
    func knowsKey(of token: String) -> Bool {
        guard let id = token.split(separator: ".", maxSplits: 1).first, id.count == Self.keyIDLength else { return true }
        return keys.contains { $0.id == id }
    }

    /// How long a key id is: 16 hex digits.
    static let keyIDLength = 16

    private static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    private static func data(base64URL text: Substring) -> Data? {
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), text.allSatisfy(\.isASCII) else { return nil }
        let base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        return Data(base64Encoded: base64 + String(repeating: "=", count: (4 - base64.count % 4) % 4))
    }
}
