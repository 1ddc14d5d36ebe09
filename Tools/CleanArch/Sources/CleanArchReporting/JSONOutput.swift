import Foundation

/// The one JSON encoding of every JSON output: pretty, sorted keys, unescaped slashes, a final newline.
enum JSONOutput {
    static func data(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }

    /// For report documents, made of strings and integers only, which always encode.
    static func string(_ value: some Encodable) -> String {
        do {
            return String(decoding: try data(value), as: UTF8.self)
        } catch {
            preconditionFailure("A report document failed to encode: \(error)")
        }
    }
}
