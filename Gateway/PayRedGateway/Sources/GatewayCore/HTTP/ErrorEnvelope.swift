/// The body of every error response: `{"error": {"code": …, "message": …}}`, plus any extra
/// machine-readable fields of the error, such as `lockedUntil`.
public struct ErrorEnvelope: Codable, Sendable {
    /// The error's code, message and extra fields.
    public struct Body: Codable, Sendable {
        public let code: String
        public let message: String
        /// Extra fields encoded next to `code` and `message`; keys naming those two are ignored.
        public let fields: [String: String]

        public init(code: String, message: String, fields: [String: String] = [:]) {
            self.code = code
            self.message = message
            self.fields = fields
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FieldKey.self)
            code = try container.decode(String.self, forKey: FieldKey("code"))
            message = try container.decode(String.self, forKey: FieldKey("message"))
            var fields: [String: String] = [:]
            for key in container.allKeys where !FieldKey.reserved.contains(key.stringValue) {
                if let value = try? container.decode(String.self, forKey: key) {
                    fields[key.stringValue] = value
                }
            }
            self.fields = fields
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FieldKey.self)
            try container.encode(code, forKey: FieldKey("code"))
            try container.encode(message, forKey: FieldKey("message"))
            for (name, value) in fields where !FieldKey.reserved.contains(name) {
                try container.encode(value, forKey: FieldKey(name))
            }
        }
    }

    public let error: Body

    public init(error: Body) {
        self.error = error
    }
}

/// Any key of the error object.
private struct FieldKey: CodingKey {
    /// The keys every error has.
    static let reserved: Set<String> = ["code", "message"]

    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        nil
    }
}
