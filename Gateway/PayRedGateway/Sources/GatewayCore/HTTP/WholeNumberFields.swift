/// Checks that the named fields of a JSON body are written as whole numbers (`1250`), not as
/// `1250.0`, `1e3` or anything beyond a 64-bit integer, which a JSON decoder would otherwise
/// quietly accept or turn into an unreadable-body error. Money is integer minor units.
public enum WholeNumberFields {
    /// Throws 400 `invalid_field` when a field named in `names` holds a number that is not a
    /// whole 64-bit integer literal. Other values are left to the decoder.
    public static func check(_ body: String, names: Set<String>) throws {
        for name in names {
            var rest = Substring(body)
            while let key = rest.range(of: "\"\(name)\"") {
                rest = rest[key.upperBound...]
                let afterKey = rest.drop { $0.isWhitespace }
                guard afterKey.first == ":" else { continue }
                let value = afterKey.dropFirst().drop { $0.isWhitespace }
                let token = value.prefix { !",}] \t\r\n".contains($0) }
                guard let first = token.first, first == "-" || first.isNumber else { continue }
                let digits = token.first == "-" ? token.dropFirst() : token
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), Int64(token) != nil else {
                    throw GatewayError.badRequest(
                        "invalid_field",
                        "The field '\(name)' must be a whole number of minor units (no fraction or exponent), up to \(Int64.max)."
                    )
                }
            }
        }
    }
}
