import GatewayCore

/// The shape shared by email codes and PINs: exactly six ASCII digits.
enum DigitCode {
    /// `value` when it is six ASCII digits, else `error`.
    static func require(_ value: String, else error: GatewayError) throws -> String {
        let isSixDigits = value.utf8.count == 6
            && value.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard isSixDigits else { throw error }
        return value
    }
}
