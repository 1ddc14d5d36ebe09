/// FNV-1a, 64-bit: a fast, stable fingerprint of file contents for the parse cache.
enum ContentHash {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return hash
    }
}
