/// Arithmetic in GF(256) with the QR code's primitive polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D)
/// and generator α = 2, through exponent and logarithm tables.
enum GaloisField {
    /// αⁱ for i in 0..<255.
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 255)
        var value = 1
        for i in 0..<255 {
            table[i] = UInt8(value)
            value <<= 1
            if value > 0xFF { value ^= 0x11D }
        }
        return table
    }()

    /// log_α(v) for v in 1...255 (entry 0 is unused).
    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for (i, value) in exponents.enumerated() { table[Int(value)] = i }
        return table
    }()

    /// The product of `a` and `b`.
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        guard a != 0, b != 0 else { return 0 }
        return exponents[(logarithms[Int(a)] + logarithms[Int(b)]) % 255]
    }
}
