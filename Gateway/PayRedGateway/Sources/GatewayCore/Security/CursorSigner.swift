import Crypto
import Foundation

/// Signs the opaque cursors the gateway hands out, so a cursor it did not return (a well-formed
/// forgery or a changed one) is refused. The key is random per gateway process: cursors do not
/// outlive a restart, and a client then starts again from the first page.
public struct CursorSigner: Sendable {
    private let key: SymmetricKey

    /// A signer with a fresh random key.
    public init() {
        key = SymmetricKey(size: .bits256)
    }

    /// `text` followed by `.` and its signature, both base64url without padding.
    public func sign(_ text: String) -> String {
        let payload = Data(text.utf8)
        return Self.base64URL(payload) + "." + Self.base64URL(Data(HMAC<SHA256>.authenticationCode(for: payload, using: key)))
    }

    /// The text `token` carries, if this signer signed it.
    public func verify(_ token: String) -> String? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let payload = Self.data(base64URL: parts[0]), let signature = Self.data(base64URL: parts[1]),
              HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: payload, using: key)
        else { return nil }
        return String(data: payload, encoding: .utf8)
    }

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
