/// Random tokens and codes from the system's cryptographically secure generator.
public enum SecureRandom {
    /// A 256-bit token as 64 lowercase hex digits.
    public static func token() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// A six-digit numeric code, leading zeros kept.
    public static func sixDigitCode() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = Int.random(in: 0..<1_000_000, using: &generator)
        let digits = String(value)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }
}
