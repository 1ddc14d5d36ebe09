/// Opaque, unguessable ids for money resources, such as `trf_3f9c0a…`.
enum ResourceID {
    /// A new id: `prefix`, an underscore and 128 random bits as 32 hex digits.
    static func make(_ prefix: String) -> String {
        var generator = SystemRandomNumberGenerator()
        return make(prefix, using: &generator)
    }

    /// A new id drawn from `generator` (the demo uses a seeded one for reproducible data).
    static func make(_ prefix: String, using generator: inout some RandomNumberGenerator) -> String {
        let words = (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return prefix + "_" + words.joined()
    }
}
