import Crypto

/// Hashes bearer tokens and codes for storage: the database never holds a usable secret.
public enum TokenHasher {
    /// The SHA-256 of `secret` as lowercase hex.
    public static func hash(_ secret: String) -> String {
        SHA256.hash(data: Array(secret.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
