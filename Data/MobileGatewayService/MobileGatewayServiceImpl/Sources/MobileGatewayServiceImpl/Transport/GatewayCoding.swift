import Foundation
import OpenAPIRuntime

/// How the app reads and writes the contract's JSON outside the generated client (the error
/// envelope, event frames), the same way the client does: ISO 8601 instants, with or without
/// fractional seconds.
enum GatewayCoding {
    /// The client's configuration.
    static let configuration = Configuration(dateTranscoder: GatewayDateTranscoder(), jsonEncodingOptions: [.sortedKeys])

    /// A decoder for contract types.
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return try GatewayDateTranscoder().decode(text)
        }
        return decoder
    }
}

/// ISO 8601 instants: written without fractional seconds, as the gateway writes them; read with
/// or without.
struct GatewayDateTranscoder: DateTranscoder {
    func encode(_ date: Date) throws -> String {
        date.formatted(.iso8601)
    }

    func decode(_ text: String) throws -> Date {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
