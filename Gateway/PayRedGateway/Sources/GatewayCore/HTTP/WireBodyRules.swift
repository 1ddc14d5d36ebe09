/// The rules a JSON request body must keep before it is decoded into a contract type: the one
/// place the gateway refuses what a decoder would silently accept (ADR 0011, ADR 0028).
///
/// - Every number is a whole-number literal within 64 bits (`1250`), never `1250.0`, `1e3` or
///   `1.99999999999999999`, which a decoder rounds or accepts: the contract has no fractional
///   number, and money is integer minor units.
/// - No object names a key twice, however it is escaped (`"minorUnits"` and `"minor\u0055nits"`
///   are the same key): readers disagree on which one wins, so an audit could read another amount.
///
/// The body is read as JSON tokens (`JSONTokens`), so a key is matched by its value and text
/// inside strings is never taken for a key. Bodies that are not JSON are left to the decoder.
public enum WireBodyRules {
    /// Throws 400 `invalid_field` for a number that is not a whole 64-bit literal, or 400
    /// `duplicate_field` for a key an object holds twice.
    public static func check(_ body: some Collection<UInt8>) throws {
        var tokens = JSONTokens(Array(body))
        // The open containers, innermost last: an object's keys so far, or nil for an array.
        var containers: [Set<String>?] = []
        var previous: JSONTokens.Token?
        var key: String?
        while let token = tokens.next() {
            switch token {
            case .openObject: containers.append([])
            case .openArray: containers.append(nil)
            case .closeObject, .closeArray: _ = containers.popLast()
            case .string(let text) where previous == .openObject || previous == .comma:
                if case var seen?? = containers.last {
                    guard seen.insert(text).inserted else {
                        throw GatewayError.badRequest("duplicate_field", "The field '\(text)' is sent more than once.")
                    }
                    containers[containers.count - 1] = seen
                    key = text
                }
            case .number(let literal) where !isWholeInt64(literal):
                let subject = previous == .colon ? key.map { "The field '\($0)'" } : nil
                throw GatewayError.badRequest(
                    "invalid_field",
                    "\(subject ?? "A number") must be a whole number (no fraction or exponent), up to \(Int64.max)."
                )
            default: break
            }
            previous = token
        }
    }

    /// Whether `literal` (a JSON number's exact bytes) is an integer without fraction or exponent within Int64.
    private static func isWholeInt64(_ literal: [UInt8]) -> Bool {
        let digits = literal.first == UInt8(ascii: "-") ? literal.dropFirst() : literal[...]
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return false }
        return Int64(String(decoding: literal, as: UTF8.self)) != nil
    }
}
