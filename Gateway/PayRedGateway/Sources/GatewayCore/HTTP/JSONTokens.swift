/// The tokens of a JSON text, with each string's value (escapes decoded) and each number's
/// exact literal, for checks a decoder cannot make (`WholeNumberFields`). It stops at the
/// first byte that cannot start a token: the decoder then reports the body as malformed.
struct JSONTokens: IteratorProtocol {
    enum Token: Equatable {
        case string(String)
        /// The literal's bytes as written, e.g. `1.5e3`.
        case number([UInt8])
        case colon, comma, openObject, closeObject, openArray, closeArray, literal
    }

    /// The bytes a number's literal may hold.
    private static let numberBytes = Set("+-.eE0123456789".utf8)

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> Token? {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: ":"): index += 1; return .colon
        case UInt8(ascii: ","): index += 1; return .comma
        case UInt8(ascii: "{"): index += 1; return .openObject
        case UInt8(ascii: "}"): index += 1; return .closeObject
        case UInt8(ascii: "["): index += 1; return .openArray
        case UInt8(ascii: "]"): index += 1; return .closeArray
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { index += 1 }
            return .literal
        default: return nil
        }
    }

    /// A number: every byte that may belong to one, taken as written.
    private mutating func number() -> Token {
        let start = index
        while index < bytes.count, Self.numberBytes.contains(bytes[index]) { index += 1 }
        return .number(Array(bytes[start..<index]))
    }

    /// A string from its opening quote; nil when it does not end or holds a bad escape.
    private mutating func string() -> Token? {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                return .string(String(scalars))
            case UInt8(ascii: "\\"):
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
                guard let escaped = escape() else { return nil }
                scalars.append(escaped)
            default:
                raw.append(byte)
            }
        }
        return nil
    }

    /// The scalar an escape after a backslash stands for; a lone surrogate becomes U+FFFD.
    private mutating func escape() -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let unit = hexUnit() else { return nil }
            guard (0xD800...0xDBFF).contains(unit) else { return Unicode.Scalar(unit) ?? "\u{FFFD}" }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                return "\u{FFFD}"
            }
            index += 2
            guard let low = hexUnit() else { return nil }
            guard (0xDC00...0xDFFF).contains(low) else { return "\u{FFFD}" }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        default: return Unicode.Scalar(byte)
        }
    }

    /// Four hexadecimal digits.
    private mutating func hexUnit() -> UInt32? {
        guard index + 4 <= bytes.count, let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            return nil
        }
        index += 4
        return unit
    }
}
