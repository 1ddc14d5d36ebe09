/// Turns a body that does not decode into a 400 that names the problem.
enum RequestBodyError {
    static func gatewayError(for error: DecodingError) -> GatewayError {
        switch error {
        case .typeMismatch(_, let context) where context.codingPath.isEmpty,
             .valueNotFound(_, let context) where context.codingPath.isEmpty:
            .badRequest("malformed_body", "The request body must be a JSON object.")
        case .keyNotFound(let key, let context):
            .badRequest("missing_field", "The field '\(path(context.codingPath + [key]))' is required.")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            .badRequest("invalid_field", "The field '\(path(context.codingPath))' has the wrong type.")
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            .badRequest("invalid_field", "The field '\(path(context.codingPath))' has an invalid value.")
        default:
            .badRequest("malformed_body", "The request body is not valid JSON.")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
