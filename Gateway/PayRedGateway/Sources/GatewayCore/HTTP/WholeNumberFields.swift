/// Checks that the named fields of a JSON body are written as whole numbers (`1250`), not as
/// `1250.0`, `1e3`, `1.99999999999999999` or anything beyond a 64-bit integer, which a JSON
/// decoder would otherwise round, accept or turn into an unreadable-body error. Money is
/// integer minor units.
///
/// The body is read as JSON tokens (`JSONTokens`), so a key is matched by its value whatever
/// its escaping (`"minor\u0055nits"`), and text inside strings is never taken for a key.
public enum WholeNumberFields {
    /// Throws 400 `invalid_field` when a member named in `names` holds a number that is not a
    /// whole 64-bit integer literal. Other values, and bodies that are not JSON, are left to the decoder.
    public static func check(_ body: some Collection<UInt8>, names: Set<String>) throws {
        var tokens = JSONTokens(Array(body))
        // A member's value follows its key and a colon.
        var key: JSONTokens.Token?
        var separator: JSONTokens.Token?
        while let token = tokens.next() {
            if case .number(let literal) = token, separator == .colon, case .string(let name)? = key,
               names.contains(name), !isWholeInt64(literal) {
                throw GatewayError.badRequest(
                    "invalid_field",
                    "The field '\(name)' must be a whole number of minor units (no fraction or exponent), up to \(Int64.max)."
                )
            }
            (key, separator) = (separator, token)
        }
    }

    /// Whether `literal` (a JSON number's exact bytes) is an integer without fraction or exponent within Int64.
    private static func isWholeInt64(_ literal: [UInt8]) -> Bool {
        let digits = literal.first == UInt8(ascii: "-") ? literal.dropFirst() : literal[...]
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return false }
        return Int64(String(decoding: literal, as: UTF8.self)) != nil
    }
}
