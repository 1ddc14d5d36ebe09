/// The payload of an action with nothing to return: `{}`.
struct EmptyPayload: Codable, Equatable, Sendable {}
