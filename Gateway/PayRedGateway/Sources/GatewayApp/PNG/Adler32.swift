/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
enum Adler32 {
    private static let modulus: UInt32 = 65_521

    /// The checksum of `bytes`.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        for byte in bytes {
            low = (low + UInt32(byte)) % modulus
            high = (high + low) % modulus
        }
        return high << 16 | low
    }
}
